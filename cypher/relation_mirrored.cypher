// How many of a sample of `forward` triples are mirrored by a `backward` triple
// (tail to head): the check that a relation is stored twice, `r` and `r_inverse`.
MATCH (h:{{Entity}})-[:{{forward}}]->(t:{{Entity}})
WITH h, t
LIMIT $sample
OPTIONAL MATCH (t)-[back:{{backward}}]->(h)
WITH h, t, count(back) AS mirrors
RETURN count(*) AS sampled, sum(CASE WHEN mirrors > 0 THEN 1 ELSE 0 END) AS mirrored
