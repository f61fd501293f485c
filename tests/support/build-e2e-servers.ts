// The builds of the browser tests' two servers, in one folder so that the second compiles from the first's cache: the variant's (Nova Premium sold in Germany) is built first and copied to .next-premium, then the seed's is built into .next.
// Usage: tsx tests/support/build-e2e-servers.ts <premium seed .ndjson> <premium site address>
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = join(__dirname, '..', '..');
const web = join(root, 'apps', 'web');
const [seedArgument, premiumUrl] = process.argv.slice(2);
if (!seedArgument || !premiumUrl) {
  throw new Error(
    'Usage: tsx tests/support/build-e2e-servers.ts <premium seed .ndjson> <site address>',
  );
}
const premiumSeed = resolve(seedArgument);

/**
 * Turbopack keeps its compilation cache in the build folder, keyed by that folder: a second build
 * into the same folder compiles in about 20 s instead of 60 to 100 s on CI's two cores, while a
 * cache copied into another folder is not used. So both builds go into .next, one after the other.
 */
function build(variant: Record<string, string>): void {
  const env: NodeJS.ProcessEnv = { ...process.env, ...variant, NEXT_DIST_DIR: '.next' };
  if (variant.NOVA_SEED_PATH === undefined) delete env.NOVA_SEED_PATH;
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

execFileSync('npx', ['tsx', join(__dirname, 'premium-in-germany-seed.ts'), premiumSeed], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
build({ NOVA_SEED_PATH: premiumSeed, NOVA_SITE_URL: premiumUrl });

// The variant's build as `next start` serves it from another folder: everything but the cache
// (which stays with .next for the next build) and the lock of a build under way.
const premium = join(web, '.next-premium');
rmSync(premium, { recursive: true, force: true });
cpSync(join(web, '.next'), premium, {
  recursive: true,
  filter: (source) => {
    const name = source.slice(join(web, '.next').length + 1).split('/')[0];
    return name !== 'cache' && name !== 'lock';
  },
});
if (!existsSync(join(premium, 'BUILD_ID'))) throw new Error('the variant was not copied');

build({});
