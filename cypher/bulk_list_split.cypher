// A list of strings the bulk files carried as one string (its elements joined by
// $separator) made a list again; an empty list arrived as null.
MATCH (n:{{label}})
SET n.{{prop}} = coalesce(split(n.{{prop}}, $separator), [])
