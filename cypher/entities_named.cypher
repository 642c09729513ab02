// At most $k entities named exactly $name (found through their name key $key), with the
// embedding stored for that name.
MATCH (e:{{Entity}} {{{name_key}}: $key})
WHERE e.{{name}} = $name
RETURN e.{{id}} AS id, e.{{name}} AS name, e.{{types}} AS types, e.{{embedding}} AS embedding
LIMIT $k
