// The types of a few entities of one type ($type), at most $k.
MATCH (e:{{Entity}}) WHERE $type IN e.{{types}}
RETURN e.{{types}} AS types
LIMIT $k
