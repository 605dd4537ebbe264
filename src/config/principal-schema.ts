/** The identities to read one server under (`principals`): each a name and what it sets over the entry. */
const principals = (idPattern: string) =>
  ({
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      'x-expect': 'a mapping with `name` and `env`, `headers` or `client-name`',
      properties: {
        name: {
          type: 'string',
          pattern: idPattern,
          description: "The principal's name, in findings and (declared to differ) in its server id `<id>#<name>`.",
          'x-expect': 'a name made of letters, digits, "_", "." and "-"',
        },
        env: {
          type: 'object',
          description: "Variables set over the entry's `env` for this principal (stdio): a token, a role. Values support `${VAR}` interpolation; they are secrets in every output.",
          additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
          'x-expect': 'a mapping of variable names to strings',
        },
        headers: {
          type: 'object',
          description: "HTTP headers set over the entry's `headers` for this principal (remote servers): another token. Values support `${VAR}` interpolation; they are secrets in every output.",
          additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
          'x-expect': 'a mapping of header names to strings',
        },
        'client-name': {
          type: 'string',
          minLength: 1,
          description:
            "The `clientInfo.name` the server is opened with under this principal (stdio and remote, in both protocol eras), for a server that lists by client (`claude-code`, `cursor`). Default: the gate's own.",
          'x-expect': 'a client name',
        },
      },
    },
    description:
      "Identities to read this server under, when its listing may vary by caller (`tools/list` MAY vary by the authorization presented): two tokens, two client names. Discovery reads the server under each; when the listings differ and the entry does not say `listing-varies: expected`, that is a blocking `listing-varies` finding (and `pin` does not pin the server). The first principal's listing is the one pinned. Not with `variants`.",
    'x-expect': 'a list of { name, env, headers, client-name }',
  }) as const;

/** The server entry's keys for reading it under several identities and twice: `principals`, `listing-varies`, `reread`. */
export const principalKeys = (idPattern: string) =>
  ({
    principals: principals(idPattern),
    'listing-varies': {
      type: 'string',
      enum: ['expected'],
      description:
        '`expected`: the `principals` legitimately see different listings. Each principal is then discovered, pinned and checked as a server of its own, `<id>#<principal>` (the lockfile records the principal), and a change for one blocks naming it. Absent: the principals must see the same listing (`listing-varies` otherwise).',
      'x-expect': 'expected',
    },
    reread: {
      type: 'boolean',
      default: false,
      description:
        "Read the server a second time (stdio: list again on the same connection; remote: a second session) and report a listing that differs from the first as `listing-varies` (a server that answers a scanner's first read with another contract). Off by default: it doubles the listing time.",
      'x-expect': 'true or false',
    },
  }) as const;
