// Remove up to $batch entities' name embeddings (a graph loaded with no entity vectors).
MATCH (e:{{Entity}}) WHERE e.{{embedding}} IS NOT NULL
WITH e LIMIT $batch
SET e.{{embedding}} = null
RETURN count(e) AS cleared
