import { expandWorkspaceFolder, interpolate, InterpolationError } from '../../src/config/index.js';

describe('${VAR} interpolation from the workflow env', () => {
  const env = { TOKEN: 't0k', EMPTY: '', PORT: '8080' };

  test.each([
    ['Bearer ${TOKEN}', 'Bearer t0k'],
    ['${TOKEN}${PORT}', 't0k8080'],
    ['${MISSING:-fallback}', 'fallback'],
    ['${EMPTY:-fallback}', 'fallback'],
    ['${EMPTY-fallback}', ''],
    ['${MISSING-fallback}', 'fallback'],
    ['${MISSING:-}', ''],
    ['${MISSING:-a:b-c}', 'a:b-c'],
    ['${env:TOKEN}', 't0k'],
    ['${env:MISSING:-d}', 'd'],
    ['$${TOKEN} stays literal', '${TOKEN} stays literal'],
    ['${workspaceFolder}/dist', '${workspaceFolder}/dist'],
    ['${input:PORT}', '8080'],
    ['${input:token}', 't0k'],
    ['no placeholders, $HOME or $ alone', 'no placeholders, $HOME or $ alone'],
  ])('%s → %s', (input, expected) => {
    expect(interpolate(input, env)).toBe(expected);
  });

  test.each([
    ['${MISSING}', /needs the environment variable MISSING, which is not set/],
    ['${{ secrets.X }}', /GitHub expression/],
    ['${input:key}', /VS Code input variable "\$\{input:key\}", .*set the environment variable key or KEY/],
    ['${not a name}', /is not a variable reference; write \$\{NAME\}/],
  ])('%s is an error', (input, message) => {
    expect(() => interpolate(input, env)).toThrow(InterpolationError);
    expect(() => interpolate(input, env)).toThrow(message);
  });

  test('${workspaceFolder} becomes the checkout folder at discovery', () => {
    expect(expandWorkspaceFolder('${workspaceFolder}/a/${workspaceFolder}', '/tmp/base')).toBe('/tmp/base/a//tmp/base');
  });
});
