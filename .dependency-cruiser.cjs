// The storefront's layers, checked by `npm run lint:layers` (dependency-cruiser); docs/decisions/0002-layers.md says why they are drawn so.
const SRC = '^apps/web/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'booking-is-pure',
      comment:
        'src/booking is the pure booking domain: it runs in the browser, on the server and in scripts, so it imports no other layer of the storefront.',
      severity: 'error',
      from: { path: `${SRC}/booking/` },
      to: {
        path: [
          `${SRC}/(server|content|steps|ui|features|lead|analytics|client|client-api)/`,
          '^apps/web/app/',
        ],
      },
    },
    {
      name: 'content-below-the-pages',
      comment:
        'src/content reads Sanity for pages and the server; it imports no page code. Of the server it uses only the configuration and the logger.',
      severity: 'error',
      from: { path: `${SRC}/content/` },
      to: {
        path: [
          `${SRC}/(steps|ui|features|lead|analytics|server|client|client-api)/`,
          '^apps/web/app/',
        ],
        pathNot: `${SRC}/server/(config|log)\\.ts$`,
      },
    },
    {
      name: 'ui-is-the-design-system',
      comment:
        'src/ui holds design-system pieces only: they know no booking step, feature, shared client piece (src/client, src/client-api), lead, content, analytics or server, only the booking types they display.',
      severity: 'error',
      from: { path: `${SRC}/ui/` },
      to: {
        path: [
          `${SRC}/(steps|features|server|content|lead|analytics|client|client-api)/`,
          '^apps/web/app/',
        ],
      },
    },
    {
      name: 'steps-not-server',
      comment:
        'Booking steps reach the server through its API and through content, never by importing server code. The one exception is processWide, the once-per-process store the proxy keeps its copy of the content in.',
      severity: 'error',
      from: { path: `${SRC}/steps/` },
      to: { path: `${SRC}/server/`, pathNot: `${SRC}/server/process-wide\\.ts$` },
    },
    {
      name: 'steps-and-features-apart',
      comment:
        'Booking steps and features (the manage, waitlist, legal and design-system pages, the popups) are siblings: neither imports the other, so no cycle joins them. What both use lives below them in src/client and src/client-api.',
      severity: 'error',
      from: { path: `${SRC}/(steps|features)/`, pathNot: `${SRC}/features/manage-booking/` },
      to: { path: `${SRC}/(steps|features)/`, pathNot: `${SRC}/$1/` },
    },
    {
      name: 'manage-moves-with-the-steps-pieces',
      comment:
        "The one exception, one way (decision 0073): the manage page moves a booking with the time slot step's calendar and times and the location step's clinic cards, so both offer the same days, full days and waiting list. Steps never import features, so no cycle; nothing else of the steps, and no other feature.",
      severity: 'error',
      from: { path: `${SRC}/features/manage-booking/` },
      to: {
        path: `${SRC}/(steps|features)/`,
        pathNot: [`${SRC}/features/manage-booking/`, `${SRC}/steps/(timeslot|location)/`],
      },
    },
    {
      name: 'client-below-steps-and-features',
      comment:
        "src/client (the browser's shared pieces: error modal, client log, idle gate, page title) and src/client-api (the browser's calls to the API) sit below steps and features and import neither, nor the server. The one exception is client-api's test that every caller keeps private data out of addresses, which calls the steps' senders.",
      severity: 'error',
      from: {
        path: `${SRC}/(client|client-api)/`,
        pathNot: `${SRC}/client-api/private-addresses\\.test\\.tsx$`,
      },
      to: { path: [`${SRC}/(steps|features|server|lead)/`, '^apps/web/app/'] },
    },
    {
      name: 'lead-client-not-server',
      comment:
        "The lead's browser part (client.ts) sends to /api/lead; only its 'server-only' part (capture.ts) uses the server.",
      severity: 'error',
      from: { path: `${SRC}/lead/client` },
      to: { path: [`${SRC}/server/`, `${SRC}/lead/capture`] },
    },
    {
      name: 'groq-only-in-content',
      comment:
        'Only src/content knows GROQ: its queries and the GROQ packages are imported nowhere else (content exports functions that return data).',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: `${SRC}/content/` },
      to: { path: [`${SRC}/content/queries\\.ts$`, '(^|/)node_modules/(groq|groq-js)/'] },
    },
    {
      name: 'resolvable',
      comment:
        'Every import resolves: an import the checker cannot follow (a mistyped alias) would slip past every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes two modules one: neither can be understood, tested or moved alone. No module of the storefront is in one, and none may be: a shared piece moves to a module both import.',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Build output (.next, and the site suite's and the fleet's .next-sanity-test) and next-env.d.ts, which
    // Next writes at build time and git ignores: a clean checkout has none of them.
    exclude: { path: '(^|/)\\.next[^/]*/|next-env\\.d\\.ts$' },
    // Type-only imports count: a type is as much a dependency on a layer as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
