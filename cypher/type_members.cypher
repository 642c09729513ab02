// Names and types of a few entities of one type ($type), at most $k.
MATCH (e:{{Entity}}) WHERE $type IN e.{{types}}
RETURN e.{{name}} AS name, e.{{types}} AS types
LIMIT $k
