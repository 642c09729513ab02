// Entities whose name key is one of $keys (exact name lookup through the name_key index).
UNWIND $keys AS key
MATCH (e:{{Entity}} {{{name_key}}: key})
RETURN key, e.{{id}} AS id, e.{{name}} AS name, e.{{types}} AS types
ORDER BY key, id
