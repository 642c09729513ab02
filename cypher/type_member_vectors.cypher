// Name embeddings of a few entities of one type ($type), at most $k: what its members are.
MATCH (e:{{Entity}}) WHERE $type IN e.{{types}} AND e.{{embedding}} IS NOT NULL
RETURN e.{{embedding}} AS v
LIMIT $k
