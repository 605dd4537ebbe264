import { SURFACES, listOf } from '../../src/contract/entities/index.js';
import type { CheckedList } from '../../src/contract/tool-list.js';
import type { ServerSnapshot, SnapshotSet } from '../../src/contract/types.js';
import { diffServer, diffSnapshots } from '../../src/diff/engine.js';
import { ENTITIES, entityHeading, entityOf, entityRank, entitySuffix, registerEntity, type DiffEntity } from '../../src/diff/entities/index.js';
import { defineRule, q } from '../../src/diff/rule.js';
import { isObject, type JsonObject } from '../../src/util/json.js';

// A sixth, made-up surface: widgets, listed by `widgets/list`, keyed by `id`. The descriptor and its one rule are all
// it takes: nothing outside this file knows of widgets.
type Widget = JsonObject & { id: string; label?: string };

const widgetChanged = defineRule<{ change: 'added' | 'removed' | 'changed' }>()({
  id: 'widget-changed',
  title: 'Widget added, removed or changed',
  scope: 'any',
  foundBy: 'pairing',
  severity: 'silent',
  rationale: 'A widget the host shows changed.',
  judge: (meta) =>
    meta.change === 'removed'
      ? { severity: 'breaking', reason: 'A host that shows the widget loses it.' }
      : meta.change === 'added'
        ? { severity: 'additive', reason: 'Nothing shown before is gone.' }
        : undefined,
  message: ({ site, before, after, meta }) => `widget '${site.tool}' ${meta.change}${meta.change === 'changed' ? ` from ${q(before)} to ${q(after)}` : ''}`,
});

function checkWidgets(list: readonly unknown[] | undefined): CheckedList<Widget> {
  const entries: Widget[] = [];
  for (const w of list ?? []) if (isObject(w) && typeof w.id === 'string' && !entries.some((e) => e.id === w.id)) entries.push(w as Widget);
  return { entries, invalid: [], duplicates: [], extraCopies: [] };
}

const WIDGET: DiffEntity<Widget> = {
  kind: 'widget',
  label: 'widget',
  noun: 'Widget',
  suffix: ' (widget)',
  list: { method: 'widgets/list', resultKey: 'widgets', paginated: true },
  field: 'widgets',
  key: 'id',
  keyOf: (w) => w.id,
  entries: (s) => checkWidgets(listOf(s, 'widgets')),
  contract: (w) => ({ id: w.id, ...(w.label !== undefined ? { label: w.label } : {}) }),
  reportsInvalid: false,
  site: (w) => ({ entity: 'widget', tool: w.id, path: '', pointer: '' }),
  diffPair(a, b, ctx) {
    if (a.label !== b.label) ctx.push(widgetChanged.make({ ...WIDGET.site(b), pointer: '/label' }, a.label ?? null, b.label ?? null, { change: 'changed' }));
  },
  removed: (w) => widgetChanged.make(WIDGET.site(w), w.id, null, { change: 'removed' }),
  added: (w) => widgetChanged.make(WIDGET.site(w), null, w.id, { change: 'added' }),
};

/** A snapshot with widgets: the field is one the ServerSnapshot type does not list. */
const withWidgets = (widgets: Widget[], rest: Partial<ServerSnapshot> = {}): ServerSnapshot => ({ tools: [], ...rest, widgets }) as unknown as ServerSnapshot;
const set = (s: ServerSnapshot): SnapshotSet => ({ servers: { default: s } });
const brief = (s: ServerSnapshot, t: ServerSnapshot) => diffSnapshots(set(s), set(t)).changes.map((c) => `${c.entity} ${c.tool} ${c.rule} ${c.severity} ${c.pointer} | ${c.message}`);

describe('a sixth surface, registered from outside the source', () => {
  const before = withWidgets([{ id: 'clock', label: 'Clock' }, { id: 'map' }], { tools: [{ name: 'search', description: 'Search.' }] });
  const after = withWidgets([{ id: 'clock', label: 'World clock' }, { id: 'weather' }], { tools: [{ name: 'search', description: 'Search.' }] });

  test('unregistered, the engine does not see it', () => {
    expect(brief(before, after)).toEqual([]);
    expect(entityOf('widget')).toBeUndefined();
  });

  test('registered, the engine pairs, diffs, adds and removes its entries in the one loop, and the reports name it', () => {
    const unregister = registerEntity(WIDGET);
    try {
      expect(brief(before, after)).toEqual([
        "widget clock widget-changed silent /label | widget 'clock' changed from 'Clock' to 'World clock'",
        "widget map widget-changed breaking  | widget 'map' removed",
        "widget weather widget-changed additive  | widget 'weather' added",
      ]);
      expect(SURFACES.map((s) => s.kind)).toContain('widget');
      expect(entitySuffix('widget')).toBe(' (widget)');
      expect(entityHeading('widget', 'map')).toEqual({ noun: 'Widget', name: 'map' });
      expect(entityRank('widget')).toBe(ENTITIES.length - 1);
      // a server added on the head side: every widget is new
      expect(
        diffSnapshots({ servers: {} }, set(after))
          .changes.filter((c) => c.entity === 'widget')
          .map((c) => c.tool),
      ).toEqual(['clock', 'weather']);
    } finally {
      unregister();
    }
    expect(entityOf('widget')).toBeUndefined();
    expect(SURFACES.map((s) => s.kind)).not.toContain('widget');
  });

  test('or passed to diffServer alone, without registering', () => {
    expect(diffServer(before, after, [], [WIDGET]).map((c) => `${c.tool} ${c.severity}`)).toEqual(['clock silent', 'map breaking', 'weather additive']);
  });

  test('a kind already registered is refused (entity ids are API)', () => {
    expect(() => registerEntity({ ...WIDGET, kind: 'tool' })).toThrow(/already listed/);
    expect(ENTITIES.filter((e) => e.kind === 'tool')).toHaveLength(1);
  });
});

describe('the built-in surfaces', () => {
  test('the diff registry and the contract surfaces are the same list, in report order', () => {
    expect(ENTITIES.map((e) => e.kind)).toEqual(['server', 'tool', 'prompt', 'static-resource', 'resource', 'skill']);
    expect(SURFACES.map((s) => s.kind)).toEqual(ENTITIES.map((e) => e.kind));
    for (const e of ENTITIES) expect(SURFACES).toContain(SURFACES.find((s) => s.kind === e.kind));
  });

  test('how each is listed, keyed and labelled', () => {
    const rows = ENTITIES.map((e) => [e.kind, e.label, e.list?.method ?? null, e.list?.resultKey ?? null, e.field, e.key, e.noun, e.suffix, e.lock?.field ?? null]);
    expect(rows).toEqual([
      ['server', 'server', null, null, 'instructions', 'instructions', 'Server', ' (server)', null],
      ['tool', 'tool', 'tools/list', 'tools', 'tools', 'name', 'Tool', '', null],
      ['prompt', 'prompt', 'prompts/list', 'prompts', 'prompts', 'name', 'Prompt', ' (prompt)', 'prompts'],
      ['static-resource', 'resource', 'resources/list', 'resources', 'resources', 'uri', 'Resource', ' (resource)', 'resources'],
      ['resource', 'resource template', 'resources/templates/list', 'resourceTemplates', 'resourceTemplates', 'name', 'Resource template', ' (resource template)', 'resourceTemplates'],
      ['skill', 'skill', 'skills/list', 'skills', 'skills', 'uri', 'Skill', ' (skill)', 'skills'],
    ]);
    expect(entityHeading('server', 'instructions')).toEqual({ noun: 'Server instructions' });
    expect(entityHeading('server', 'auth')).toEqual({ noun: 'The server' });
    expect(entityHeading('static-resource', 'file:///a')).toEqual({ noun: 'Resource', name: 'file:///a' });
  });

  const snap: ServerSnapshot = {
    tools: [{ name: 'search', description: 'Find.', inputSchema: { type: 'object' }, _meta: { rotating: 1 } }, { name: 'search' }, 7 as never],
    prompts: [{ name: 'summarise', arguments: [{ name: 'z' }, { name: 'a' }] }],
    resources: [
      { uri: 'file:///a', name: 'a', mimeType: 'text/plain', _meta: { x: 1 } },
      { uri: 'file:///a', name: 'copy' },
    ],
    resourceTemplates: [{ name: 'file', uriTemplate: 'file:///{path}', description: 'A file.' }],
    instructions: 'Use search first.',
  };

  test('each key, checked entries and contract projection (what is hashed)', () => {
    const of = (kind: string) => entityOf(kind)!;
    const tool = of('tool').entries(snap);
    expect(tool.entries.map((t) => of('tool').keyOf(t))).toEqual(['search']);
    expect(tool.duplicates.map((d) => d.name)).toEqual(['search']);
    expect(tool.invalid.map((i) => i.index)).toEqual([2]);
    expect(of('tool').contract(tool.entries[0])).toEqual({ name: 'search', description: 'Find.', inputSchema: { type: 'object' } });
    expect(of('tool').contract(tool.entries[0], { includeMeta: true })).toMatchObject({ _meta: { rotating: 1 } });

    const prompt = of('prompt').entries(snap).entries[0];
    expect(of('prompt').keyOf(prompt)).toBe('summarise');
    expect(of('prompt').contract(prompt)).toEqual({ name: 'summarise', arguments: [{ name: 'a' }, { name: 'z' }] });

    const resources = of('static-resource').entries(snap);
    expect(resources.entries.map((r) => of('static-resource').keyOf(r))).toEqual(['file:///a']);
    expect(resources.duplicates.map((d) => d.name)).toEqual(['file:///a']);
    expect(of('static-resource').contract(resources.entries[0])).toEqual({ uri: 'file:///a', name: 'a', mimeType: 'text/plain' });

    const template = of('resource').entries(snap).entries[0];
    expect(of('resource').keyOf(template)).toBe('file');
    expect(of('resource').contract(template)).toEqual({ name: 'file', uriTemplate: 'file:///{path}', description: 'A file.' });

    const server = of('server').entries(snap);
    expect(server.entries).toEqual([snap]);
    expect(of('server').keyOf(snap)).toBe('instructions');
    expect(of('server').contract(snap)).toEqual({ instructions: 'Use search first.' });
  });

  test('the server surface is on both sides of every diff: never added or removed', () => {
    expect(() => entityOf('server')!.added(snap, { push: () => undefined, siblings: [], others: [] }, { renamed: [] })).toThrow(/both sides/);
    // a server new on the head side: its instructions are the pair (none before) judged by the server hooks
    expect(
      diffSnapshots({ servers: {} }, set(snap))
        .changes.filter((c) => c.entity === 'server')
        .map((c) => `${c.tool} ${c.rule}`),
    ).toEqual(['instructions instructions-changed']);
  });

  test('a surface reports the list problems of the new side only when it says so (tools and prompts)', () => {
    const kinds = diffSnapshots(set({ tools: [] }), set(snap)).changes.filter((c) => c.rule === 'tool-invalid' || c.rule === 'tool-duplicated');
    expect(kinds.map((c) => `${c.entity} ${c.rule} ${c.pointer}`)).toEqual(['tool tool-duplicated /tools/1', 'tool tool-invalid /tools/2']);
  });
});
