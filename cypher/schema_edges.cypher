// Candidate schema edges by aggregation over typed triples (SAFE appendix C.2):
// support = triples backing (source type, relation, target type);
// subjects = distinct source entities using it (for confidence).
// Over one part of the subjects (a read split by node id): the parts' rows add up, as
// no subject is in two.
MATCH (s:{{Entity}})-[r]->(o:{{Entity}})
WHERE {{part}}
WITH s, type(r) AS relation, o
UNWIND s.{{types}} AS source
UNWIND o.{{types}} AS target
RETURN source, relation, target, count(*) AS support, count(DISTINCT s) AS subjects
