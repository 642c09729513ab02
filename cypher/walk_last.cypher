// Grounded walks, last step: the types of each walk's sampled far ends ($walks:
// [{walk, ids}]); the last step is then taken over the schema edges of those types.
UNWIND $walks AS w
UNWIND w.ids AS id
MATCH (a:Entity {id: id})
UNWIND a.types AS type
RETURN DISTINCT w.walk AS walk, type
