// Every entity's id and name (re-embedding a graph whose entity vectors change kind).
MATCH (e:{{Entity}})
RETURN e.{{id}} AS id, e.{{name}} AS name
