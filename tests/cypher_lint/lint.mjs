// Lints Cypher statements with Neo4j's own Cypher tooling (@neo4j-cypher/language-support:
// its ANTLR grammar plus Neo4j's semantic analysis compiled to JavaScript).
//
// stdin:  {"family": "5.26" | "2025" | "2026",
//          "statements": [{"id": "...", "cypher": "...", "params": ["optional", "names"]}]}
// stdout: [{"id": "...", "diagnostics": [{"severity": "error" | "warning", "message": "...",
//                                         "offset": <UTF-16 offset into cypher>}]}]
//
// Each statement is linted against the DbSchema of its family: procedures-<family>.json
// (defaultLanguage and procedure signatures per Cypher version) plus the built-in functions
// the library ships. A `CYPHER 5` / `CYPHER 25` prefix on a statement overrides the family's
// default language (the library resolves that itself).
import { readFileSync } from 'node:fs';
import {
  lintCypherQuery,
  parseParameters,
  parseStatementsStrs,
  testData,
} from '@neo4j-cypher/language-support';

// Only JSON goes to stdout: anything the library might log goes to stderr.
for (const level of ['log', 'info', 'debug', 'warn']) console[level] = console.error;

const FAMILIES = ['5.26', '2025', '2026'];
const CYPHER_VERSIONS = ['CYPHER 5', 'CYPHER 25'];
const ERROR = 1; // vscode-languageserver DiagnosticSeverity.Error; 2..4 are reported as warnings

function fail(message) {
  process.stderr.write(`lint.mjs: ${message}\n`);
  process.exit(2);
}

/**
 * Built-in functions, per Cypher version, from the function list the library ships
 * (testData.mockSchema, a Neo4j 2025.x dump). Declaring functions makes the library report
 * unknown ones ("Function x is not present"); without a registry it accepts any name. Their
 * deprecation flags are cleared: Neo4j's semantic analysis inside the library already warns on
 * deprecated built-ins (e.g. id()), and keeping the flags would warn twice. Plugin functions
 * (APOC, GDS) in that dump are left out: this project calls none on Neo4j.
 */
function builtInFunctions(version) {
  const out = {};
  for (const fn of Object.values(testData.mockSchema.functions[version] ?? {})) {
    if (!fn.isBuiltIn) continue;
    const { rolesExecution, rolesBoostedExecution, ...rest } = fn;
    out[fn.name] = { ...rest, isDeprecated: false, deprecatedBy: null };
  }
  return out;
}

function loadSchema(family) {
  const fixture = JSON.parse(
    readFileSync(new URL(`procedures-${family}.json`, import.meta.url), 'utf8'),
  );
  const functions = {};
  for (const version of CYPHER_VERSIONS) {
    // A fixture may add functions (e.g. a built-in newer than the shipped list).
    functions[version] = { ...builtInFunctions(version), ...fixture.functions?.[version] };
  }
  // Deliberately no labels, relationshipTypes, propertyKeys or graphSchema: the library checks
  // labels/types only when both lists are given and property keys only when given, so leaving
  // them out means unknown labels, relationship types and property keys raise nothing.
  return {
    defaultLanguage: fixture.defaultLanguage,
    procedures: fixture.procedures,
    functions,
    supportedVersions: Object.keys(fixture.procedures),
  };
}

// A Cypher version prefix, after any leading whitespace and comments.
const VERSION_PREFIX = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*(CYPHER\s+(\d+))(?![\w.])/i;

/**
 * Errors for `CYPHER <n>` prefixes the family's Neo4j does not speak (Cypher 25 on 5.26).
 * The library accepts any version it knows, whatever the server.
 */
function unsupportedVersionErrors(cypher, family, supportedVersions) {
  const errors = [];
  let base = 0;
  for (const part of parseStatementsStrs(cypher)) {
    const start = cypher.indexOf(part, base);
    const match = VERSION_PREFIX.exec(part);
    if (match && start >= 0) {
      const version = `CYPHER ${match[2]}`;
      if (CYPHER_VERSIONS.includes(version) && !supportedVersions.includes(version)) {
        errors.push({
          severity: 'error',
          message: `${version} is not available on Neo4j ${family} (it speaks ${supportedVersions.join(', ')}).`,
          offset: start + match.index + match[0].length - match[1].length,
        });
      }
    }
    if (start >= 0) base = start + part.length;
  }
  return errors;
}

function lintOne(statement, schema, family) {
  // Without `params`, every parameter the statement uses is declared; with `params`, exactly
  // those are, so a parameter missing from the list is an error ("Parameter $x is not defined.").
  const names = statement.params ?? parseParameters(statement.cypher, false);
  const parameters = Object.fromEntries(names.map((name) => [name, null]));
  const dbSchema = {
    defaultLanguage: schema.defaultLanguage,
    procedures: schema.procedures,
    functions: schema.functions,
    parameters,
  };
  const { diagnostics } = lintCypherQuery(statement.cypher, dbSchema, {
    consoleCommandsEnabled: false,
  });
  return diagnostics
    .map((d) => ({
      severity: d.severity === ERROR ? 'error' : 'warning',
      message: d.message,
      offset: d.offsets.start,
    }))
    .concat(unsupportedVersionErrors(statement.cypher, family, schema.supportedVersions))
    .sort((a, b) => a.offset - b.offset);
}

function main() {
  let input;
  try {
    input = JSON.parse(readFileSync(0, 'utf8'));
  } catch (error) {
    fail(`stdin is not JSON: ${error.message}`);
  }
  const { family, statements } = input ?? {};
  if (!FAMILIES.includes(family)) fail(`family must be one of ${FAMILIES.join(', ')}`);
  if (!Array.isArray(statements)) fail('statements must be a list');
  for (const s of statements) {
    if (typeof s?.id !== 'string' || typeof s.cypher !== 'string') {
      fail('each statement needs a string id and a string cypher');
    }
    if (s.params !== undefined && !(Array.isArray(s.params) && s.params.every((p) => typeof p === 'string'))) {
      fail(`statement ${s.id}: params must be a list of names`);
    }
  }
  const schema = loadSchema(family);
  const results = statements.map((s) => ({ id: s.id, diagnostics: lintOne(s, schema, family) }));
  process.stdout.write(JSON.stringify(results) + '\n');
}

main();
