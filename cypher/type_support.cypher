// How many entities carry each type (the support of the type itself, QSE-style).
MATCH (e:{{Entity}})
UNWIND e.{{types}} AS type
RETURN type, count(*) AS support
