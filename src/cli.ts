/**
 * Admin CLI on the same database configuration as the server (DATA_DIR or DATABASE_URL):
 *
 *   npm run --silent cli -- user create --email E --name N [--json]
 *   npm run --silent cli -- org create --title T --owner E [--json]
 *   npm run --silent cli -- member add --org ORG --email E --role ROLE [--json]
 *   npm run --silent cli -- token create --email E [--json]
 *   npm run --silent cli -- token list --email E [--json]     (never the secrets)
 *   npm run --silent cli -- token revoke --id ID [--json]
 *   npm run --silent cli -- usage [--json]                    (what the instance stores, in rows and bytes)
 *   npm run --silent cli -- import-gitbook --api URL --token T --organization ORG [--into ORG] [--owner E] [--json]
 *   npm run --silent cli -- backup --out FILE [--url URL]   (docs/operations.md#backup-and-restore)
 *   npm run --silent cli -- restore --in FILE [--force]
 *
 * With the embedded database the server must be stopped (one process per DATA_DIR); against a
 * running server use the instance-admin GraphQL mutations (ADMIN_TOKEN) instead.
 */
import { parseArgs } from 'node:util';
import { openAppDatabase } from './app/database.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { DomainError } from './errors.ts';
import { backupCommand, restoreCommand } from './modules/backup/command.ts';
import { addMember } from './modules/members/service.ts';
import { createOrganization } from './modules/organizations/service.ts';
import { countUsage } from './modules/usage/service.ts';
import { type ApiTokenRow, createToken, createUser, userByEmail } from './modules/users/service.ts';
import { allTokensOf, createCliToken, revokeTokenById } from './modules/users/tokens.ts';
import { isRole } from './request/roles.ts';

const USAGE = `usage: cli <command> [--json]
  user create --email E --name N
  org create --title T --owner E
  member add --org ORG --email E --role admin|create|review|edit|comment|read|guest
  token create --email E
  token list --email E          (one line per token: id, label, created, last used, expiry)
  token revoke --id ID
  usage                         (what the instance stores: users, content, search, git, logs)
  import-gitbook --api URL --token TOKEN --organization ORG_ID [--into ORG_ID] [--owner EMAIL]
  backup --out FILE [--url URL]   (--url: a running server's, with ADMIN_TOKEN set)
  restore --in FILE [--force]`;

class UsageError extends Error {}

function required(values: Record<string, unknown>, ...names: string[]) {
  for (const name of names)
    if (typeof values[name] !== 'string' || !values[name]) throw new UsageError(`--${name} is required`);
}

async function run(db: Database, command: string, values: Record<string, string | boolean | undefined>) {
  const prisma = db.prisma;
  switch (command) {
    case 'user create': {
      required(values, 'email', 'name');
      const user = await createUser(prisma, { email: values.email as string, displayName: values.name as string });
      const token = await createToken(prisma, user.id, 'cli');
      return { id: user.id, email: user.email, displayName: user.displayName, token };
    }
    case 'org create': {
      required(values, 'title', 'owner');
      const owner = await userByEmail(prisma, values.owner as string);
      const org = await createOrganization(prisma, { title: values.title as string, ownerId: owner.id });
      return { id: org.id, title: org.title };
    }
    case 'member add': {
      required(values, 'org', 'email', 'role');
      const role = values.role as string;
      if (role !== 'guest' && !isRole(role))
        throw new UsageError(`--role must be one of admin, create, review, edit, comment, read, guest`);
      return addMember(prisma, {
        organizationId: values.org as string,
        email: values.email as string,
        role: role === 'guest' ? null : role,
      });
    }
    case 'token create': {
      required(values, 'email');
      const user = await userByEmail(prisma, values.email as string);
      return { token: await createCliToken(prisma, user.id) };
    }
    case 'token list': {
      required(values, 'email');
      const user = await userByEmail(prisma, values.email as string);
      return (await allTokensOf(prisma, user.id)).map(tokenLine);
    }
    case 'token revoke': {
      required(values, 'id');
      return revokeTokenById(prisma, values.id as string);
    }
    case 'usage':
      return countUsage(prisma);
    default:
      throw new UsageError(`unknown command '${command}'`);
  }
}

/** A token as `token list` shows it: never the secret (only its hash is kept) nor the hash. */
function tokenLine(token: ApiTokenRow) {
  return {
    id: token.id,
    label: token.label,
    created: token.createdAt.toISOString(),
    lastUsed: token.lastUsedAt?.toISOString() ?? null,
    expires: token.expiresAt?.toISOString() ?? null,
    ...(token.organizationId ? { organization: token.organizationId } : {}),
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      email: { type: 'string' },
      name: { type: 'string' },
      title: { type: 'string' },
      owner: { type: 'string' },
      org: { type: 'string' },
      role: { type: 'string' },
      out: { type: 'string' },
      in: { type: 'string' },
      url: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
      api: { type: 'string' },
      token: { type: 'string' },
      organization: { type: 'string' },
      into: { type: 'string' },
      id: { type: 'string' },
    },
  });
  if (positionals[0] === 'import-gitbook' && !values.help) return importGitbookCommand(values);
  if (!values.help && (positionals[0] === 'backup' || positionals[0] === 'restore')) {
    const progress = (message: string) => console.error(`${positionals[0]}: ${message}`);
    if (positionals[0] === 'backup') {
      required(values, 'out');
      // A running server's backup needs no database configuration here.
      await backupCommand(values.url ? null : loadConfig(), {
        out: values.out as string,
        url: values.url,
        adminToken: process.env.ADMIN_TOKEN,
        progress,
      });
    } else {
      required(values, 'in');
      await restoreCommand(loadConfig(), { file: values.in as string, force: values.force, progress });
    }
    return;
  }
  // `usage` is the one command of one word.
  const words = positionals[0] === 'usage' ? 1 : 2;
  if (values.help || positionals.length < words) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const db = await openAppDatabase(loadConfig());
  try {
    const result = await run(db, positionals.slice(0, words).join(' '), values);
    if (Array.isArray(result)) {
      // A list (`token list`): one line per item, a JSON object per line with --json.
      for (const item of result)
        console.log(
          values.json
            ? JSON.stringify(item)
            : Object.entries(item)
                .map(([k, v]) => `${k}: ${v ?? '-'}`)
                .join('  '),
        );
    } else if (values.json) console.log(JSON.stringify(result));
    else for (const [k, v] of Object.entries(result)) console.log(`${k}: ${v === null ? 'guest' : v}`);
  } finally {
    await db.close();
  }
}

/** `import-gitbook`: progress on stderr, the report on stdout (JSON with --json). */
async function importGitbookCommand(values: Record<string, string | boolean | undefined>) {
  required(values, 'api', 'token', 'organization');
  if (!values.into && !values.owner) throw new UsageError('--owner is required without --into');
  const { importGitbook, formatReport } = await import('./modules/gitbook-import/service.ts');
  // Its commits are indexed for search as they land, as the server's are (the hook registers on import).
  await import('./modules/search/indexing.ts');
  const config = loadConfig();
  const db = await openAppDatabase(config);
  try {
    const report = await importGitbook(config, db, {
      api: values.api as string,
      token: values.token as string,
      organization: values.organization as string,
      into: values.into as string | undefined,
      owner: values.owner as string | undefined,
      progress: (line) => process.stderr.write(`import-gitbook: ${line}\n`),
    });
    console.log(values.json ? JSON.stringify(report) : formatReport(report));
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`cli: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  const message = error instanceof DomainError ? error.message : (error as Error).message;
  console.error(`cli: ${message}`);
  process.exit(1);
});
