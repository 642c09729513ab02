// Regenerates procedures-{5.26,2025,2026}.json: `node make_fixtures.mjs` (after `npm ci`).
//
// Every signature is copied verbatim from the procedure list that
// @neo4j-cypher/language-support ships as `testData.mockSchema` (a SHOW PROCEDURES dump of a
// Neo4j 2025.x Enterprise server, per Cypher version). Only the per-user role columns are
// dropped, and the overrides listed in OVERRIDES below (facts the dump predates) are applied.
// Each file is a fragment of the library's `DbSchema`: `defaultLanguage` plus `procedures`
// (a ScopedRegistry: Cypher version -> procedure name -> Neo4jProcedure).
import { writeFileSync } from 'node:fs';
import { testData } from '@neo4j-cypher/language-support';

// Only what this project can call against Neo4j.
const NAMES = [
  'db.index.vector.createNodeIndex',
  'db.index.vector.queryNodes',
  'db.index.vector.queryRelationships',
  'db.index.fulltext.queryNodes',
  'db.index.fulltext.queryRelationships',
  'db.create.setNodeVectorProperty',
  'db.create.setVectorProperty',
  'db.awaitIndexes',
  'db.awaitIndex',
  'dbms.components',
  'db.labels',
  'db.relationshipTypes',
  'db.propertyKeys',
  'db.schema.visualization',
];

const FAMILIES = {
  // 5.26 LTS speaks Cypher 5 only.
  '5.26': { defaultLanguage: 'CYPHER 5', versions: ['CYPHER 5'] },
  // 2025.06+ also accepts a `CYPHER 25` prefix; the default stays Cypher 5.
  2025: { defaultLanguage: 'CYPHER 5', versions: ['CYPHER 5', 'CYPHER 25'] },
  2026: { defaultLanguage: 'CYPHER 25', versions: ['CYPHER 5', 'CYPHER 25'] },
};

// Not in the 2025.x dump: from 2026.04, Cypher 25 deprecates the vector query procedure
// in favour of the SEARCH clause. The library warns on a deprecated procedure only when
// `deprecatedBy` is set, so every deprecated entry must carry one.
const OVERRIDES = {
  2026: {
    'CYPHER 25': {
      'db.index.vector.queryNodes': { deprecatedBy: 'the SEARCH clause' },
    },
  },
};

function entry(proc, override) {
  const { rolesExecution, rolesBoostedExecution, ...rest } = proc;
  const out = structuredClone(rest);
  if (override) {
    out.isDeprecated = true;
    out.option = { ...out.option, deprecated: true };
    out.deprecatedBy = override.deprecatedBy;
  }
  if (out.option.deprecated && !out.deprecatedBy) {
    throw new Error(`${out.name}: deprecated without deprecatedBy (the library would not warn)`);
  }
  return out;
}

for (const [family, { defaultLanguage, versions }] of Object.entries(FAMILIES)) {
  const procedures = {};
  for (const version of versions) {
    const shipped = testData.mockSchema.procedures[version];
    procedures[version] = {};
    for (const name of NAMES) {
      // Absent from the dump means absent from that Cypher version (e.g. Cypher 25 removed
      // db.index.vector.createNodeIndex and db.create.setVectorProperty).
      if (shipped[name]) {
        procedures[version][name] = entry(shipped[name], OVERRIDES[family]?.[version]?.[name]);
      }
    }
  }
  const file = new URL(`procedures-${family}.json`, import.meta.url);
  writeFileSync(file, JSON.stringify({ defaultLanguage, procedures }, null, 2) + '\n');
  const counts = versions.map((v) => `${v}: ${Object.keys(procedures[v]).length}`);
  console.log(`procedures-${family}.json (${counts.join(', ')})`);
}
