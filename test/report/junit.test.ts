import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { renderReport } from '../../src/report/render.js';
import { renderJunit } from '../../src/report/junit.js';
import { finding, inputOf } from './helpers.js';

/** JUnit XML for CI systems other than GitHub: well-formed whatever the servers send, one case per finding, deterministic. */
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase'].includes(name) }).parse(xml);

describe('junit', () => {
  test('blocking findings fail, others pass with their message, unreadable servers are errors; counts add up', () => {
    const input = inputOf([
      finding({ server: 'api', blocking: true }),
      finding({ server: 'api', rule: 'param-added-optional', severity: 'additive', blocking: false, path: 'page', message: "parameter 'page' added" }),
      finding({ server: 'docs', rule: 'tool-removed', severity: 'breaking', tool: 'fetch', path: '', blocking: true, message: "tool 'fetch' removed" }),
    ]);
    input.evaluation.failures.push({ server: 'mail', side: 'head', message: 'exited', exitCode: 3, stderr: 'Error: SMTP_PASSWORD is required' });
    const xml = renderJunit(input);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parse(xml).testsuites;
    expect([doc.tests, doc.failures, doc.errors]).toEqual(['4', '2', '1']);
    expect(doc.testsuite.map((s: { name: string }) => s.name)).toEqual(['api', 'docs', 'mail']);
    const [api, , mail] = doc.testsuite;
    expect(api.testcase[0]).toMatchObject({ classname: 'api.search', name: 'param-renamed q', failure: { type: 'param-renamed', message: "parameter 'query' renamed to 'q'" } });
    expect(api.testcase[1]['system-out']).toMatch(/^not blocking; additive: parameter 'page' added/);
    expect(mail.testcase[0]).toMatchObject({ name: 'discovery (head)', error: { type: 'server-unreadable', message: 'exited; exit code 3', '#text': 'Error: SMTP_PASSWORD is required' } });
    expect(renderJunit(input)).toBe(xml);
    expect(renderReport('junit', input)).toBe(xml);
  });

  test('hostile server text stays text: markup, quotes, control characters and lone surrogates', () => {
    const evil = `x"/><testcase name="fake"/><!-- \u0000\u001b[31m \ud800 ]]> &amp; '`;
    const xml = renderJunit(inputOf([finding({ server: 's', tool: evil, message: evil, before: evil, blocking: true })]));
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parse(xml).testsuites;
    expect(doc.testsuite[0].testcase).toHaveLength(1);
    expect(doc.testsuite[0].testcase[0].classname).toContain('<testcase name=');
  });

  test('a clean run still lists every server', () => {
    const input = inputOf([]);
    input.diff.servers = { api: { status: 'ok' } };
    const doc = parse(renderJunit(input)).testsuites;
    expect(doc.testsuite[0].testcase[0]).toMatchObject({ classname: 'api', name: 'contracts unchanged' });
  });
});
