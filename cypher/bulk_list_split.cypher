// A list of strings the bulk files carried as one string (its elements joined by
// $separator) made a list again, for the nodes of ids in [$first, $end); an empty list
// arrived as null.
MATCH (n:{{label}})
WHERE id(n) >= $first AND id(n) < $end
SET n.{{prop}} = coalesce(split(n.{{prop}}, $separator), [])
