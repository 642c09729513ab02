"""A railways KG of our own, made up for an unseen-KG check (written after the football,
library, music, hospital, company, travel, academia, geopolitics, cuisine, space, art,
software, ecology, maritime, pharma, law, supply, energy, games, autos, aviation and wine KGs,
to check the rules they led to, and not tuned on): real cities in ten countries, made-up
railway lines between them (main lines, high-speed lines, regional lines and metre-gauge
mountain lines), their stations, the operators that run the lines and own the depots, the
rolling-stock models (trains) that run on the lines and the manufacturers that build them,
named services ("Northern Arrow") that run a train model along a line from one station to
another, and the people behind them: the architects who designed the stations, the chief
engineers of the lines and the lead designers of the trains, with their birthplaces and
employers (operators, manufacturers, architecture practices and engineering consultancies).
Literals: opening years of lines and stations, founding years of companies, years trains
entered service, track gauges in mm, line lengths in km (one decimal), top speeds in km/h,
platform counts and passengers a year.

Relation names are in the `Domain_verbPhrase_Range` style of ontology-derived exports: each
predicate carries its subject type and its object type around a lowerCamel verb phrase
(`Station_locatedIn_City`, `Line_operatedBy_Operator`, `Train_builtBy_Manufacturer`,
`Person_bornIn_City`), literal-valued ones with their unit or kind as the range
(`Train_topSpeed_Kmh`, `Line_length_Km`, `Station_platforms_Count`), a few terse
(`Line_gauge_Mm`), a few with a preposition only (`Depot_at_City`, `Service_from_Station`).
Operators, manufacturers and firms share the superclass `Company`
(`Company_headquarteredIn_City`, `Company_founded_Year`, `Person_employedBy_Company`). Three
relations are also stored backwards under twins in the same style, as a second data team
would name them: `Operator_runs_Line`, `Manufacturer_produced_Train`,
`City_hasStation_Station`; the other relations once; no types file.

A line's kind fixes its gauge (1435 mm for high-speed lines, 1000 mm for mountain lines, the
country's standard gauge otherwise: 1668 in Spain, 1067 in Japan, 1676 in India), its opening
years, its length per leg and the kind of train models that run on it; models run only on
lines of their gauge. A line is run by an operator of its country (now and then by two), most
often one headquartered on it. Stations are named in their country's manner ("Leeds
Central", "Cologne Hauptbahnhof", "Shin-Osaka", "Lyon-Ville"), most
cities have one to four. Years (1830 to 2023) are shared by lines, stations, companies and
trains; gauges, lengths, speeds, platform counts and passenger figures do not overlap with
them or with each other. Wordings were written before any run and were not changed for the
score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

CITY_COUNTRY = "City_inCountry_Country"
HQ = "Company_headquarteredIn_City"
FOUNDED = "Company_founded_Year"
OPERATOR = "Line_operatedBy_Operator"
LINE_OPENED = "Line_opened_Year"
GAUGE = "Line_gauge_Mm"
LENGTH = "Line_length_Km"
ENGINEER = "Line_chiefEngineer_Person"
STATION_CITY = "Station_locatedIn_City"
ON_LINE = "Station_onLine_Line"
ARCHITECT = "Station_designedBy_Person"
PLATFORMS = "Station_platforms_Count"
STATION_OPENED = "Station_opened_Year"
PASSENGERS = "Station_passengers_PerYear"
BUILDER = "Train_builtBy_Manufacturer"
TOP_SPEED = "Train_topSpeed_Kmh"
INTRODUCED = "Train_introduced_Year"
RUNS_ON = "Train_runsOn_Line"
DESIGNER = "Train_leadDesigner_Person"
DEPOT_CITY = "Depot_at_City"
DEPOT_OWNER = "Depot_ownedBy_Operator"
MAINTAINS = "Depot_maintains_Train"
SERVICE_LINE = "Service_runsOn_Line"
SERVICE_FROM = "Service_from_Station"
SERVICE_TO = "Service_to_Station"
SERVICE_TRAIN = "Service_uses_Train"
BORN = "Person_bornIn_City"
EMPLOYER = "Person_employedBy_Company"

TWINS = {OPERATOR: "Operator_runs_Line", BUILDER: "Manufacturer_produced_Train",
         STATION_CITY: "City_hasStation_Station"}  # fmt: skip

HIGH_SPEED, MAIN, REGIONAL, METRE = "high-speed", "main", "regional", "metre"

COUNTRIES = {  # country: name pool, standard gauge in mm, year of its first railway, cities
    "United Kingdom": ("en", 1435, 1830, ["London", "Manchester", "Birmingham", "Leeds", "York",
                                          "Glasgow", "Edinburgh", "Bristol"]),
    "France": ("fr", 1435, 1837, ["Paris", "Lyon", "Marseille", "Lille", "Bordeaux",
                                  "Strasbourg", "Nice", "Digne-les-Bains"]),
    "Germany": ("de", 1435, 1835, ["Berlin", "Hamburg", "Munich", "Cologne", "Frankfurt",
                                   "Leipzig", "Stuttgart"]),
    "Italy": ("it", 1435, 1839, ["Rome", "Milan", "Turin", "Naples", "Florence", "Bologna",
                                 "Venice"]),
    "Spain": ("es", 1668, 1848, ["Madrid", "Barcelona", "Seville", "Valencia", "Bilbao",
                                 "Zaragoza", "Santander"]),
    "Switzerland": ("ch", 1435, 1847, ["Zurich", "Bern", "Basel", "Lucerne", "Lausanne", "Chur",
                                       "Davos", "Interlaken"]),
    "Japan": ("jp", 1067, 1872, ["Tokyo", "Osaka", "Nagoya", "Sendai", "Sapporo", "Asahikawa",
                                 "Hiroshima", "Fukuoka"]),
    "Sweden": ("se", 1435, 1856, ["Stockholm", "Gothenburg", "Malmo", "Uppsala", "Kiruna",
                                  "Lulea"]),
    "India": ("in", 1676, 1853, ["Mumbai", "New Delhi", "Chennai", "Kolkata", "Pune",
                                 "Ahmedabad", "Bangalore", "Mysore", "Ooty"]),
    "United States": ("us", 1435, 1830, ["New York", "Washington", "Chicago", "Boston",
                                         "Philadelphia", "Pittsburgh", "Albany"]),
}  # fmt: skip
CITIES = {city: country for country, spec in COUNTRIES.items() for city in spec[3]}
HIGH_SPEED_START = {"Japan": 1964, "Italy": 1977, "France": 1981, "Germany": 1988,
                    "Spain": 1992, "United Kingdom": 2003}  # fmt: skip

LINES = {  # line: its country, its kind, the cities it runs through in order
    "Great Northern Main Line": ("United Kingdom", MAIN, ["London", "York", "Edinburgh"]),
    "Western Main Line": ("United Kingdom", MAIN, ["London", "Bristol"]),
    "Midland Counties Line": ("United Kingdom", MAIN, ["London", "Birmingham", "Manchester"]),
    "Pennine Main Line": ("United Kingdom", MAIN, ["Manchester", "Leeds", "York"]),
    "Caledonian Main Line": ("United Kingdom", MAIN, ["Glasgow", "Edinburgh"]),
    "High Speed North": ("United Kingdom", HIGH_SPEED,
                         ["London", "Birmingham", "Manchester", "Leeds"]),
    "Severnside Line": ("United Kingdom", REGIONAL, ["Bristol", "Birmingham"]),
    "LGV Nord-Europe": ("France", HIGH_SPEED, ["Paris", "Lille"]),
    "LGV Rhodanienne": ("France", HIGH_SPEED, ["Paris", "Lyon", "Marseille"]),
    "Ligne Paris-Bordeaux": ("France", MAIN, ["Paris", "Bordeaux"]),
    "Ligne de l'Est": ("France", MAIN, ["Paris", "Strasbourg"]),
    "Ligne Rhin-Rhone": ("France", MAIN, ["Strasbourg", "Lyon"]),
    "Ligne de la Cote d'Azur": ("France", MAIN, ["Marseille", "Nice"]),
    "Chemin de Fer des Alpes du Sud": ("France", METRE, ["Nice", "Digne-les-Bains"]),
    "Rhine-Main High Speed Line": ("Germany", HIGH_SPEED, ["Cologne", "Frankfurt"]),
    "Hanseatic High Speed Line": ("Germany", HIGH_SPEED, ["Hamburg", "Berlin"]),
    "North-South Trunk Line": ("Germany", MAIN, ["Hamburg", "Frankfurt", "Stuttgart", "Munich"]),
    "Saxon-Bavarian Railway": ("Germany", MAIN, ["Leipzig", "Munich"]),
    "Berlin-Leipzig Railway": ("Germany", MAIN, ["Berlin", "Leipzig"]),
    "Left Rhine Railway": ("Germany", REGIONAL, ["Cologne", "Frankfurt"]),
    "Alta Velocita Tirrenica": ("Italy", HIGH_SPEED,
                                ["Milan", "Bologna", "Florence", "Rome", "Naples"]),
    "Torino-Milano Alta Velocita": ("Italy", HIGH_SPEED, ["Turin", "Milan"]),
    "Linea Padana": ("Italy", MAIN, ["Turin", "Milan", "Venice"]),
    "Linea Appenninica": ("Italy", MAIN, ["Bologna", "Florence"]),
    "Ferrovia Tirrenica Meridionale": ("Italy", MAIN, ["Rome", "Naples"]),
    "Ferrovia Adriatica": ("Italy", REGIONAL, ["Venice", "Bologna"]),
    "Linea de Alta Velocidad del Sur": ("Spain", HIGH_SPEED, ["Madrid", "Seville"]),
    "Linea de Alta Velocidad del Ebro": ("Spain", HIGH_SPEED,
                                         ["Madrid", "Zaragoza", "Barcelona"]),
    "Corredor Mediterraneo": ("Spain", MAIN, ["Barcelona", "Valencia"]),
    "Ferrocarril del Norte": ("Spain", MAIN, ["Madrid", "Bilbao"]),
    "Linea Madrid-Valencia": ("Spain", MAIN, ["Madrid", "Valencia"]),
    "Ferrocarril de la Costa Cantabrica": ("Spain", METRE, ["Bilbao", "Santander"]),
    "Mittelland Line": ("Switzerland", MAIN, ["Lausanne", "Bern", "Zurich"]),
    "Jura Gateway Line": ("Switzerland", MAIN, ["Basel", "Zurich"]),
    "Reuss Valley Line": ("Switzerland", MAIN, ["Basel", "Lucerne"]),
    "Walensee Line": ("Switzerland", MAIN, ["Zurich", "Chur"]),
    "Bernese Oberland Line": ("Switzerland", REGIONAL, ["Bern", "Interlaken"]),
    "Landwasser Mountain Railway": ("Switzerland", METRE, ["Chur", "Davos"]),
    "Pilatus Pass Railway": ("Switzerland", METRE, ["Lucerne", "Interlaken"]),
    "Chubu Shinkansen": ("Japan", HIGH_SPEED, ["Tokyo", "Nagoya", "Osaka"]),
    "Setouchi Shinkansen": ("Japan", HIGH_SPEED, ["Osaka", "Hiroshima", "Fukuoka"]),
    "Oshu Main Line": ("Japan", MAIN, ["Tokyo", "Sendai"]),
    "Tokai Coast Line": ("Japan", MAIN, ["Tokyo", "Nagoya"]),
    "Sanyo Seaside Line": ("Japan", MAIN, ["Osaka", "Hiroshima"]),
    "Hokkai Main Line": ("Japan", MAIN, ["Sapporo", "Asahikawa"]),
    "Kanmon Line": ("Japan", REGIONAL, ["Hiroshima", "Fukuoka"]),
    "Gothia Main Line": ("Sweden", MAIN, ["Stockholm", "Gothenburg"]),
    "Scania Main Line": ("Sweden", MAIN, ["Stockholm", "Malmo"]),
    "Kattegat Coast Line": ("Sweden", MAIN, ["Gothenburg", "Malmo"]),
    "Norrland Inland Line": ("Sweden", MAIN, ["Uppsala", "Lulea"]),
    "Lapland Ore Railway": ("Sweden", MAIN, ["Kiruna", "Lulea"]),
    "Uppland Line": ("Sweden", REGIONAL, ["Stockholm", "Uppsala"]),
    "Western Ghats Railway": ("India", MAIN, ["Mumbai", "Pune"]),
    "Gangetic Trunk Line": ("India", MAIN, ["New Delhi", "Kolkata"]),
    "Rajputana Main Line": ("India", MAIN, ["New Delhi", "Ahmedabad", "Mumbai"]),
    "Coromandel Main Line": ("India", MAIN, ["Chennai", "Bangalore"]),
    "Bengal-Madras Coast Line": ("India", MAIN, ["Kolkata", "Chennai"]),
    "Western High Speed Corridor": ("India", HIGH_SPEED, ["Mumbai", "Ahmedabad"]),
    "Mysore Branch": ("India", REGIONAL, ["Bangalore", "Mysore"]),
    "Blue Mountain Railway": ("India", METRE, ["Mysore", "Ooty"]),
    "Atlantic Seaboard Corridor": ("United States", MAIN,
                                   ["Washington", "Philadelphia", "New York", "Boston"]),
    "Empire Valley Line": ("United States", MAIN, ["New York", "Albany"]),
    "Lake Shore Route": ("United States", MAIN, ["Albany", "Chicago"]),
    "Allegheny Line": ("United States", MAIN, ["Philadelphia", "Pittsburgh"]),
    "Potomac Route": ("United States", MAIN, ["Washington", "Pittsburgh", "Chicago"]),
}  # fmt: skip
LEG_KM = {HIGH_SPEED: (120, 420), MAIN: (60, 380), REGIONAL: (30, 120), METRE: (25, 90)}

OPERATORS = {  # operator: its head office city, founding year, kinds of line it runs
    "Albion Intercity": ("London", 1994, {HIGH_SPEED, MAIN}),
    "Pennine Northern Railway": ("Leeds", 1997, {MAIN, REGIONAL}),
    "Caledonian Rail": ("Glasgow", 1923, {MAIN, REGIONAL}),
    "Compagnie Ferroviaire de l'Hexagone": ("Paris", 1938, {HIGH_SPEED, MAIN, REGIONAL}),
    "Rail Provence Cote d'Azur": ("Marseille", 1999, {MAIN, REGIONAL, METRE}),
    "Deutsche Fernbahn": ("Berlin", 1994, {HIGH_SPEED, MAIN}),
    "Hanseatische Regionalbahn": ("Hamburg", 1996, {MAIN, REGIONAL}),
    "Ferrovie Peninsulari": ("Rome", 1905, {HIGH_SPEED, MAIN, REGIONAL}),
    "Treni Padani": ("Milan", 2001, {HIGH_SPEED, MAIN}),
    "Red Iberica de Ferrocarriles": ("Madrid", 1941, {HIGH_SPEED, MAIN, REGIONAL}),
    "Ferrocarriles del Cantabrico": ("Bilbao", 1972, {METRE, REGIONAL}),
    "Eidgenossische Bahn": ("Bern", 1902, {MAIN, REGIONAL}),
    "Bundner Bergbahn": ("Chur", 1889, {METRE, MAIN}),
    "Higashi Railway Company": ("Tokyo", 1987, {HIGH_SPEED, MAIN}),
    "Kansai Rapid Railway": ("Osaka", 1987, {HIGH_SPEED, MAIN, REGIONAL}),
    "Hokkai Railway": ("Sapporo", 1987, {MAIN}),
    "Nordlinjen Tag": ("Stockholm", 2001, {MAIN, REGIONAL}),
    "Malmfalt Railways": ("Kiruna", 1902, {MAIN}),
    "Bharat Rail Corporation": ("New Delhi", 1951, {HIGH_SPEED, MAIN, REGIONAL}),
    "Deccan Railway Company": ("Chennai", 1951, {MAIN, REGIONAL, METRE}),
    "Atlantic Corridor Rail": ("Washington", 1971, {MAIN}),
    "Great Lakes Passenger Railroad": ("Chicago", 1983, {MAIN, REGIONAL}),
}  # fmt: skip
MANUFACTURERS = {  # manufacturer: its head office city, founding year, model families
    "Hallbrook Rail Systems": ("Birmingham", 1864, ["Pennant", "Courier", "Sentinel"]),
    "Ateliers Alsaciens de Traction": ("Strasbourg", 1839, ["Mistral", "Alize", "Vigie"]),
    "Kessler Waggonbau": ("Leipzig", 1872, ["Falke", "Sperber", "Kranich"]),
    "Officine Ferroviarie Lombarde": ("Milan", 1886, ["Freccia", "Aquila", "Rondine"]),
    "Talleres Ibericos de Traccion": ("Zaragoza", 1917, ["Cierzo", "Levante", "Tramontana"]),
    "Thurgau Rollmaterial": ("Basel", 1942, ["Gemse", "Steinbock", "Murmeli"]),
    "Kawanami Sharyo": ("Nagoya", 1896, ["Kirameki", "Hoshizora", "Harukaze"]),
    "Vastra Lok": ("Gothenburg", 1901, ["Varg", "Lodjur", "Orn"]),
    "Coromandel Coach Works": ("Chennai", 1955, ["Garuda", "Kaveri", "Sahyadri"]),
    "Brightwater Locomotive Works": ("Philadelphia", 1831, ["Liberty", "Keystone", "Pioneer"]),
}  # fmt: skip
FIRMS = {  # architecture practice or engineering consultancy: its city, founding year, trade
    "Pemberton Gale Architects": ("London", 1921, "architect"),
    "Hartwell & Rowe Consulting Engineers": ("Manchester", 1887, "engineer"),
    "Atelier Verrier": ("Paris", 1952, "architect"),
    "Bureau d'Etudes Fauchon": ("Lyon", 1930, "engineer"),
    "Architekten Brandt Seidel": ("Hamburg", 1968, "architect"),
    "Ingenieurburo Falkenrath": ("Cologne", 1911, "engineer"),
    "Studio Brambilla Architetti": ("Milan", 1947, "architect"),
    "Societa Ingegneria Ferroviaria Romana": ("Rome", 1926, "engineer"),
    "Cortes y Asociados Arquitectos": ("Barcelona", 1979, "architect"),
    "Atelier Rochat Architectes": ("Lausanne", 1961, "architect"),
    "Amsler Ingenieure": ("Zurich", 1934, "engineer"),
    "Nakamori Sekkei": ("Tokyo", 1946, "architect"),
    "Lindgren Arkitektkontor": ("Stockholm", 1958, "architect"),
    "Mehra & Associates": ("Mumbai", 1962, "architect"),
    "Burnham Kellogg Associates": ("Chicago", 1898, "architect"),
    "Ridgeway Transit Engineering": ("New York", 1952, "engineer"),
}  # fmt: skip
COMPANIES = {name: spec[:2] for table in (OPERATORS, MANUFACTURERS, FIRMS)
             for name, spec in table.items()}  # fmt: skip

STATIONS = {  # country: its main station's name, its other stations' ("{c}" the city)
    "United Kingdom": ("{c} Central", ["{c} Parkway", "{c} Queen Street", "{c} Northgate",
                                       "{c} Riverside", "{c} Exchange", "{c} Victoria"]),
    "France": ("{c}-Ville", ["{c}-Saint-Roch", "{c}-Les Brotteaux", "{c}-Rive Gauche",
                             "{c}-Porte d'Italie", "{c}-Europe", "{c}-Est"]),
    "Germany": ("{c} Hauptbahnhof", ["{c} Ostbahnhof", "{c} Suedkreuz", "{c}-Altstadt",
                                     "{c} Messe", "{c}-Westend", "{c} Nordbahnhof"]),
    "Italy": ("{c} Centrale", ["{c} Porta Nuova", "{c} Porta Garibaldi", "{c} San Marco",
                               "{c} Tiburtina", "{c} Campo di Marte", "{c} Rifredi"]),
    "Spain": ("{c} Central", ["{c}-Santa Justa", "{c}-Puerta de Levante", "{c}-Abando",
                              "{c}-Delicias", "{c}-Chamartin", "{c}-San Bernardo"]),
    "Switzerland": ("{c} HB", ["{c} Wankdorf", "{c} Bahnhof Sued", "{c}-Ost", "{c} Stadelhofen",
                               "{c} Flughafen"]),
    "Japan": ("{c} Station", ["Shin-{c}", "{c}-Chuo", "Higashi-{c}", "Nishi-{c}", "Kita-{c}"]),
    "Sweden": ("{c} Central", ["{c} Sodra", "{c} Ostra", "{c} Norra", "{c} City"]),
    "India": ("{c} Junction", ["{c} Cantonment", "{c} Road", "{c} Terminus", "{c} City",
                               "{c} East"]),
    "United States": ("{c} Union Station", ["{c} Penn Street", "{c} South Station",
                                            "{c} North Terminal", "{c} Lakefront",
                                            "{c} 30th Street"]),
}  # fmt: skip
DEPOTS = {  # country: how its depots are named ("{c}" the city, "{a}" the area), areas
    "United Kingdom": ("{c} {a} Depot", ["Eastfield", "Millbrook", "Ashgrove", "Heathside",
                                         "Longmoor", "Kingsmead"]),
    "France": ("Technicentre {c}-{a}", ["Les Ardoines", "Villeneuve", "Charmes",
                                         "Saint-Priest", "La Blanchette"]),
    "Germany": ("Betriebswerk {c}-{a}", ["Rummelsburg", "Eidelstedt", "Pasing", "Nippes",
                                         "Griesheim", "Engelsdorf"]),
    "Italy": ("Impianto Manutenzione {c} {a}", ["San Lorenzo", "Martesana", "Smistamento",
                                                 "Gianturco", "Osmannoro"]),
    "Spain": ("Taller de {c}-{a}", ["Fuencarral", "Can Tunis", "Santa Catalina",
                                    "Majarabique", "Valle"]),
    "Switzerland": ("Unterhaltszentrum {c}-{a}", ["Herdern", "Aebimatt", "Wolf", "Muttenz"]),
    "Japan": ("{c} {a} Rolling Stock Center", ["Minami", "Kita", "Higashi", "Nishi",
                                                "Tamachi"]),
    "Sweden": ("{c} {a} Depa", ["Hagalund", "Olskroken", "Hyllie", "Savja"]),
    "India": ("{c} {a} Coaching Depot", ["Wadi Bunder", "Basin Bridge", "Shakur Basti",
                                         "Tikiapara", "Yeshwantpur"]),
    "United States": ("{c} {a} Yard", ["Sunnyside", "Ivy City", "Southampton Street",
                                       "Harmon", "Western Avenue"]),
}  # fmt: skip
SERVICE_FIRST = ["Northern", "Southern", "Western", "Eastern", "Atlantic", "Alpine", "Baltic",
                 "Royal", "Golden", "Silver", "Midnight", "Coastal", "Highland", "Imperial",
                 "Lakeshore", "Crimson", "Evening", "Morning", "Riviera", "Capitol",
                 "Cathedral", "Sunrise", "Emerald", "Continental", "Polar", "Valley",
                 "Harbour", "Heritage"]  # fmt: skip
SERVICE_SECOND = ["Arrow", "Express", "Flyer", "Comet", "Limited", "Star", "Pullman", "Rocket",
                  "Sleeper", "Clipper", "Meteor", "Mail", "Belle", "Lark", "Voyager", "Chief",
                  "Dart", "Spirit"]  # fmt: skip
MODEL_KIND = {HIGH_SPEED: "high-speed", MAIN: "intercity", REGIONAL: "regional", METRE: "rack"}
TOP_SPEEDS = {"high-speed": (250, 360, 10), "intercity": (160, 250, 10),
              "regional": (100, 160, 10), "rack": (40, 95, 5)}  # fmt: skip
FIRST_SERVICE = {"high-speed": 1964, "intercity": 1965, "regional": 1960, "rack": 1950}
NAMES = {  # name pool: first names, last names
    "en": (["Arthur", "Edith", "Reginald", "Florence", "Nigel", "Harriet", "Clive", "Joan",
            "Percy", "Maureen", "Duncan", "Rosalind"],
           ["Brunton", "Hargreaves", "Ellison", "Musgrave", "Tennant", "Blackwood", "Fairweather",
            "Gresley", "Ormerod", "Pilkington", "Sowerby", "Trevithick"]),
    "fr": (["Gustave", "Hortense", "Lucien", "Odile", "Marcel", "Berthe", "Armand", "Colette",
            "Etienne", "Josiane", "Raymond", "Solange"],
           ["Beaumont", "Cabanel", "Dautry", "Esnault", "Fontaine", "Gaudin", "Haussonville",
            "Labrousse", "Mercier", "Noiret", "Pasquier", "Vautrin"]),
    "de": (["Ernst", "Hedwig", "Konrad", "Liselotte", "Otto", "Irmgard", "Gerhard", "Waltraud",
            "Kurt", "Elfriede", "Siegfried", "Annemarie"],
           ["Borsig", "Dittmann", "Engelhardt", "Grabowski", "Henschel", "Lindemann", "Mangold",
            "Neumeister", "Pfeiffer", "Ruhland", "Schaller", "Wendt"]),
    "it": (["Achille", "Ornella", "Ettore", "Graziella", "Umberto", "Lidia", "Vittorio",
            "Marisa", "Cesare", "Adriana", "Renzo", "Teresa"],
           ["Albertini", "Benedetti", "Caproni", "Donati", "Fabbri", "Gentile", "Lombardo",
            "Mancini", "Pellegrini", "Santoro", "Testa", "Valentini"]),
    "es": (["Ignacio", "Remedios", "Fermin", "Consuelo", "Agustin", "Dolores", "Eusebio",
            "Mercedes", "Ramiro", "Amparo", "Tomas", "Inmaculada"],
           ["Aguirre", "Bermudez", "Cifuentes", "Echeverria", "Garrido", "Iturbe", "Lozano",
            "Mendizabal", "Olano", "Quintana", "Salazar", "Urquijo"]),
    "ch": (["Beat", "Verena", "Urs", "Regula", "Reto", "Cornelia", "Jean-Marc", "Francoise",
            "Daniel", "Barbara", "Luca", "Silvia"],
           ["Amsler", "Bachmann", "Caflisch", "Dubois", "Egger", "Furrer", "Gerber", "Imhof",
            "Jenny", "Luthi", "Rochat", "Zwicky"]),
    "jp": (["Hideo", "Fumiko", "Kenzo", "Masako", "Saburo", "Chieko", "Toshiro", "Yukiko",
            "Shinji", "Reiko", "Masaru", "Tomoko"],
           ["Aoki", "Endo", "Fujita", "Hasegawa", "Inoue", "Kobayashi", "Matsuda", "Nakamura",
            "Okada", "Sasaki", "Tanaka", "Watanabe"]),
    "se": (["Gustaf", "Astrid", "Nils", "Sigrid", "Erik", "Margit", "Lennart", "Elsa",
            "Bertil", "Gunilla", "Sven", "Ingrid"],
           ["Ahlberg", "Bengtsson", "Carlsson", "Dahlgren", "Ekman", "Forsberg", "Hedlund",
            "Lundqvist", "Nordin", "Sandberg", "Wallin", "Ostlund"]),
    "in": (["Arvind", "Meenakshi", "Rajendra", "Savitri", "Suresh", "Nirmala", "Vijay",
            "Radha", "Harish", "Usha", "Kiran", "Lalita"],
           ["Iyer", "Deshpande", "Kulkarni", "Rao", "Menon", "Chatterjee", "Joshi", "Pillai",
            "Sinha", "Bhatt", "Reddy", "Kapoor"]),
    "us": (["Chester", "Mildred", "Franklin", "Dolores", "Warren", "Loretta", "Elmer",
            "Beverly", "Harlan", "Gloria", "Virgil", "Darlene"],
           ["Whitcomb", "Vanderbilt", "Stanton", "Riggs", "Pruitt", "Mabry", "Kittredge",
            "Holloway", "Gaines", "Cutler", "Bixby", "Ainsworth"]),
}  # fmt: skip

RAIL = Wordings(
    one_hop={
        (CITY_COUNTRY, True): ("which country is {x} in ?", "{x} is a city in which country ?",
                               "what country is {x} located in ?"),
        (CITY_COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?",
                                "list some towns in {x} ?"),
        (HQ, True): ("where is {x} headquartered ?", "which city is {x} based in ?",
                     "where is the head office of {x} ?"),
        (HQ, False): ("which companies are headquartered in {x} ?",
                      "what firms have their head office in {x} ?",
                      "name a company based in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "in what year was {x} set up ?"),
        (FOUNDED, False): ("which companies were founded in {x} ?",
                           "what firms were established in {x} ?"),
        (OPERATOR, True): ("who operates the {x} ?", "which company runs the {x} ?",
                           "what is the operator of the {x} ?", "who runs trains on the {x} ?"),
        (OPERATOR, False): ("which lines does {x} operate ?", "what lines are run by {x} ?",
                            "list the routes operated by {x} ?",
                            "name a railway line of {x} ?"),
        (LINE_OPENED, True): ("when did the {x} open ?", "what year was the {x} opened ?",
                              "in which year was the {x} inaugurated ?"),
        (LINE_OPENED, False): ("which lines opened in {x} ?",
                               "what railway lines were inaugurated in {x} ?"),
        (GAUGE, True): ("what is the track gauge of the {x} ?", "what gauge is the {x} ?",
                        "how wide are the rails on the {x} ?"),
        (GAUGE, False): ("which lines use {x} mm gauge ?", "name a line built to {x} mm gauge ?"),
        (LENGTH, True): ("how long is the {x} ?", "what is the length of the {x} in km ?",
                         "how many kilometres is the {x} ?"),
        (ENGINEER, True): ("who was the chief engineer of the {x} ?", "who engineered the {x} ?",
                           "which engineer built the {x} ?"),
        (ENGINEER, False): ("which lines did {x} engineer ?",
                            "what railway was {x} chief engineer of ?",
                            "which lines was {x} responsible for building ?"),
        (STATION_CITY, True): ("which city is {x} in ?", "where is {x} ?",
                               "in what city is {x} located ?"),
        (STATION_CITY, False): ("which stations are in {x} ?",
                                "what railway stations does {x} have ?",
                                "name a station in {x} ?", "list the train stations of {x} ?"),
        (ON_LINE, True): ("which line is {x} on ?", "what lines serve {x} ?",
                          "which railway lines stop at {x} ?"),
        (ON_LINE, False): ("which stations are on the {x} ?", "what are the stops on the {x} ?",
                           "list the stations along the {x} ?", "where does the {x} stop ?"),
        (ARCHITECT, True): ("who designed {x} ?", "who was the architect of {x} ?",
                            "which architect was behind {x} ?"),
        (ARCHITECT, False): ("which stations did {x} design ?",
                             "what stations were designed by {x} ?",
                             "name a station by architect {x} ?"),
        (PLATFORMS, True): ("how many platforms does {x} have ?",
                            "what is the platform count at {x} ?",
                            "number of platforms at {x} ?"),
        (PLATFORMS, False): ("which stations have {x} platforms ?",
                             "name a station with {x} platforms ?"),
        (STATION_OPENED, True): ("when did {x} open ?", "what year did {x} open to passengers ?",
                                 "when was {x} first opened ?"),
        (STATION_OPENED, False): ("which stations opened in {x} ?",
                                  "what stations date from {x} ?"),
        (PASSENGERS, True): ("how many passengers use {x} each year ?",
                             "what is the annual footfall at {x} ?",
                             "how many people pass through {x} a year ?"),
        (BUILDER, True): ("who built the {x} ?", "which manufacturer makes the {x} ?",
                          "who is the maker of the {x} train ?",
                          "{x} trains are built by which company ?"),
        (BUILDER, False): ("which trains does {x} build ?",
                           "what rolling stock has {x} produced ?",
                           "name a train made by {x} ?", "list {x}'s train models ?"),
        (TOP_SPEED, True): ("what is the top speed of the {x} ?", "how fast can the {x} go ?",
                            "what is the maximum speed of the {x} in km/h ?"),
        (TOP_SPEED, False): ("which trains have a top speed of {x} km/h ?",
                             "what train can reach {x} km/h ?"),
        (INTRODUCED, True): ("when was the {x} introduced ?",
                             "what year did the {x} enter service ?",
                             "since when has the {x} been in service ?"),
        (INTRODUCED, False): ("which trains entered service in {x} ?",
                              "what rolling stock was introduced in {x} ?"),
        (RUNS_ON, True): ("which lines does the {x} run on ?", "where is the {x} used ?",
                          "on what lines can you ride the {x} ?"),
        (RUNS_ON, False): ("which trains run on the {x} ?",
                           "what rolling stock is used on the {x} ?",
                           "which train models operate on the {x} ?"),
        (DESIGNER, True): ("who designed the {x} ?", "who was the lead designer of the {x} ?",
                           "which engineer designed the {x} train ?"),
        (DESIGNER, False): ("which trains did {x} design ?",
                            "what rolling stock was designed by {x} ?"),
        (DEPOT_CITY, True): ("where is {x} ?", "which city is {x} in ?",
                             "in which city is the {x} located ?"),
        (DEPOT_CITY, False): ("which depots are in {x} ?", "name a train depot in {x} ?",
                              "where are trains maintained in {x} ?"),
        (DEPOT_OWNER, True): ("who owns {x} ?", "which operator runs {x} ?",
                              "whose depot is {x} ?"),
        (DEPOT_OWNER, False): ("which depots does {x} own ?",
                               "where does {x} maintain its trains ?",
                               "name a depot of {x} ?"),
        (MAINTAINS, True): ("which trains are maintained at {x} ?",
                            "what rolling stock is serviced at {x} ?",
                            "what does {x} look after ?"),
        (MAINTAINS, False): ("where is the {x} maintained ?", "which depots service the {x} ?",
                             "at which depot is the {x} kept ?"),
        (SERVICE_LINE, True): ("which line does the {x} run on ?",
                               "what line is the {x} service on ?",
                               "on which railway does the {x} travel ?"),
        (SERVICE_LINE, False): ("which services run on the {x} ?",
                                "what named trains use the {x} ?",
                                "name a service on the {x} ?"),
        (SERVICE_FROM, True): ("where does the {x} depart from ?",
                               "which station does the {x} start at ?",
                               "what is the origin of the {x} ?"),
        (SERVICE_FROM, False): ("which services depart from {x} ?", "what trains start at {x} ?",
                                "name a service leaving from {x} ?"),
        (SERVICE_TO, True): ("where does the {x} go ?", "what is the destination of the {x} ?",
                             "at which station does the {x} terminate ?"),
        (SERVICE_TO, False): ("which services terminate at {x} ?", "what trains end at {x} ?",
                              "which named trains run to {x} ?"),
        (SERVICE_TRAIN, True): ("which train does the {x} use ?",
                                "what rolling stock runs the {x} service ?",
                                "what kind of train is the {x} ?"),
        (SERVICE_TRAIN, False): ("which services use the {x} ?",
                                 "what named trains are operated with the {x} ?"),
        (BORN, True): ("where was {x} born ?", "what is {x}'s birthplace ?",
                       "in which city was {x} born ?"),
        (BORN, False): ("who was born in {x} ?", "which engineers or architects come from {x} ?",
                        "name a person born in {x} ?"),
        (EMPLOYER, True): ("who does {x} work for ?", "who employs {x} ?",
                           "which company is {x} employed by ?", "where does {x} work ?"),
        (EMPLOYER, False): ("who works for {x} ?", "which people are employed by {x} ?",
                            "name an employee of {x} ?"),
    },
    two_hop={
        ((ARCHITECT, True), (BORN, True)): (
            "where was the architect of {x} born ?",
            "what is the birthplace of the person who designed {x} ?",
            "in which city was {x}'s designer born ?"),
        ((ENGINEER, True), (EMPLOYER, True)): (
            "who did the chief engineer of the {x} work for ?",
            "which company employed the engineer of the {x} ?"),
        ((ENGINEER, True), (BORN, True)): (
            "where was the chief engineer of the {x} born ?",
            "what city does the engineer who built the {x} come from ?"),
        ((ON_LINE, True), (OPERATOR, True)): (
            "who runs the line that serves {x} ?",
            "which operator runs trains through {x} ?",
            "what company operates the railway at {x} ?"),
        ((SERVICE_LINE, True), (OPERATOR, True)): (
            "which company operates the line the {x} runs on ?",
            "who runs the {x} ?", "which operator is the {x} part of ?"),
        ((SERVICE_TRAIN, True), (BUILDER, True)): (
            "who built the trains used on the {x} ?",
            "which manufacturer made the rolling stock of the {x} ?"),
        ((SERVICE_TRAIN, True), (TOP_SPEED, True)): (
            "how fast is the train on the {x} ?",
            "what is the top speed of the train used by the {x} ?"),
        ((BUILDER, True), (HQ, True)): (
            "where is the maker of the {x} based ?",
            "in which city is the manufacturer of the {x} headquartered ?"),
        ((STATION_CITY, True), (CITY_COUNTRY, True)): (
            "which country is {x} in ?", "in what country is {x} located ?"),
        ((BORN, True), (CITY_COUNTRY, True)): (
            "what country was {x} born in ?", "which country does {x} come from ?"),
        ((HQ, True), (CITY_COUNTRY, True)): (
            "which country is {x} headquartered in ?", "what country is {x} from ?"),
        ((ARCHITECT, False), (STATION_CITY, True)): (
            "in which cities did {x} design stations ?",
            "where are the stations designed by {x} ?"),
        ((BUILDER, False), (RUNS_ON, True)): (
            "which lines run trains built by {x} ?",
            "on what lines can you find {x} rolling stock ?"),
        ((OPERATOR, False), (ON_LINE, False)): (
            "which stations does {x} serve ?", "where do {x} trains stop ?",
            "name a station on a line run by {x} ?"),
        ((SERVICE_FROM, True), (STATION_CITY, True)): (
            "which city does the {x} depart from ?", "what city does the {x} start in ?"),
        ((SERVICE_TO, True), (STATION_CITY, True)): (
            "what city does the {x} terminate in ?", "which city does the {x} run to ?"),
        ((MAINTAINS, True), (BUILDER, True)): (
            "who built the trains serviced at {x} ?",
            "which manufacturers make the rolling stock maintained at {x} ?"),
        ((DESIGNER, True), (EMPLOYER, True)): (
            "which company did the designer of the {x} work for ?",
            "who employs the lead designer of the {x} ?"),
        ((EMPLOYER, False), (ARCHITECT, False)): (
            "which stations were designed by people at {x} ?",
            "what stations did {x}'s architects design ?"),
        ((BORN, False), (ARCHITECT, False)): (
            "which stations were designed by architects born in {x} ?",
            "what stations did people from {x} design ?"),
        ((STATION_CITY, False), (ON_LINE, True)): (
            "which lines serve {x} ?", "which railway lines pass through {x} ?",
            "what lines can i take from {x} ?"),
        ((RUNS_ON, True), (OPERATOR, True)): (
            "which operators run the {x} ?", "what companies use the {x} on their lines ?"),
        ((OPERATOR, True), (HQ, True)): (
            "where is the operator of the {x} headquartered ?",
            "in which city is the company that runs the {x} based ?"),
        ((OPERATOR, True), (FOUNDED, True)): (
            "when was the operator of the {x} founded ?",
            "what year was the company running the {x} established ?"),
        ((CITY_COUNTRY, False), (STATION_CITY, False)): (
            "which stations are in {x} ?", "name a railway station in {x} ?"),
    },
    two_anchor=(
        ((BUILDER, False), (RUNS_ON, False),
         ("which trains built by {x} run on the {y} ?", "which {x} trains are used on the {y} ?")),
        ((STATION_CITY, False), (ON_LINE, False),
         ("which station in {x} is on the {y} ?", "where does the {y} stop in {x} ?")),
        ((ARCHITECT, False), (STATION_CITY, False),
         ("which station in {y} did {x} design ?", "what did {x} design in {y} ?")),
        ((OPERATOR, False), (GAUGE, False),
         ("which of {x}'s lines are {y} mm gauge ?", "name a {y} mm line run by {x} ?")),
        ((OPERATOR, False), (LINE_OPENED, False),
         ("which line run by {x} opened in {y} ?", "which of {x}'s lines dates from {y} ?")),
        ((SERVICE_LINE, False), (SERVICE_TRAIN, False),
         ("which service on the {x} uses the {y} ?", "what {y} service runs on the {x} ?")),
        ((SERVICE_FROM, False), (SERVICE_TO, False),
         ("which train goes from {x} to {y} ?", "what service runs from {x} to {y} ?")),
        ((BORN, False), (EMPLOYER, False),
         ("who was born in {x} and works for {y} ?", "which {y} employees were born in {x} ?")),
        ((DEPOT_OWNER, False), (DEPOT_CITY, False),
         ("which {x} depot is in {y} ?", "where does {x} service trains in {y} ?")),
        ((BUILDER, False), (TOP_SPEED, False),
         ("which {x} train has a top speed of {y} km/h ?",
          "what train by {x} can do {y} km/h ?")),
    ),
)  # fmt: skip


def rail_kg(seed: int = 1) -> MadeUpKG:
    """A made-up railway network: 75 cities in 10 countries, 65 lines, 22 operators, 10
    manufacturers, 16 architecture and engineering firms, about 140 stations, 45 train
    models, 40 depots, 50 named services and 120 architects and engineers."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    facts += [(city, CITY_COUNTRY, country) for city, country in CITIES.items()]
    for company, (city, founded) in COMPANIES.items():
        facts += [(company, HQ, city), (company, FOUNDED, str(founded))]

    # People: architects, chief engineers and train designers, of a company each.
    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    drawn: set[str] = set()
    companies = sorted(COMPANIES)
    staff: dict[tuple[str, str], list[str]] = {}  # (employer, trade): its people
    cities = sorted(CITIES)

    def person(employer: str, trade: str) -> str:
        """A person of `trade` at `employer`, often one already there, else a new one."""
        there = staff.setdefault((employer, trade), [])
        if there and rng.random() < 0.6:
            return rng.choice(there)
        country = CITIES[COMPANIES[employer][0]]
        home = rng.choice(COUNTRIES[country][3] if rng.random() < 0.8 else cities)
        name = drawers[COUNTRIES[CITIES[home]][0]]()
        while name in drawn:
            name = drawers[COUNTRIES[CITIES[home]][0]]()
        drawn.add(name)
        there.append(name)
        facts.extend([(name, BORN, home), (name, EMPLOYER, employer)])
        if rng.random() < 0.12:
            local = [c for c in companies if c != employer and CITIES[COMPANIES[c][0]] == country]
            other = rng.choice(local if local and rng.random() < 0.6 else companies)
            if other != employer:
                facts.append((name, EMPLOYER, other))
                staff.setdefault((other, trade), []).append(name)
        return name

    # Stations: a main one in every city, more in the big ones.
    stations_in: dict[str, list[str]] = {}
    for country, (_, _, _, its_cities) in COUNTRIES.items():
        main, others = STATIONS[country]
        for i, city in enumerate(its_cities):
            count = rng.randint(2, 3) if i < 3 else rng.choices([1, 2], [0.6, 0.4])[0]
            names = [main.format(c=city)]
            names += [o.format(c=city) for o in rng.sample(others, count - 1)]
            stations_in[city] = names

    # Lines: opened, gauge, length, operators, chief engineer, stations on them.
    operators_of: dict[str, list[str]] = {}
    for operator, (city, _, _) in OPERATORS.items():
        operators_of.setdefault(CITIES[city], []).append(operator)
    line_stations: dict[str, list[str]] = {}
    line_opened: dict[str, int] = {}
    line_gauge: dict[str, int] = {}
    line_operators: dict[str, list[str]] = {}
    for line, (country, kind, its_cities) in LINES.items():
        first = COUNTRIES[country][2]
        if kind == HIGH_SPEED:
            opened = rng.randint(HIGH_SPEED_START.get(country, 2005), 2023)
            gauge = 1435
        elif kind == METRE:
            opened, gauge = rng.randint(max(first, 1885), 1930), 1000
        elif kind == REGIONAL:
            opened, gauge = rng.randint(first + 15, 1935), COUNTRIES[country][1]
        else:
            opened, gauge = rng.randint(first, first + 45), COUNTRIES[country][1]
        low, high = LEG_KM[kind]
        km = sum(rng.uniform(low, high) for _ in range(max(1, len(its_cities) - 1)))
        facts += [(line, LINE_OPENED, str(opened)), (line, GAUGE, str(gauge)),
                  (line, LENGTH, f"{km:.1f}")]  # fmt: skip
        line_opened[line], line_gauge[line] = opened, gauge
        able = [o for o in operators_of[country] if kind in OPERATORS[o][2]]
        weights = [3 if OPERATORS[o][0] in its_cities else 1 for o in able]
        runs = [rng.choices(able, weights)[0]]
        if len(able) > 1 and rng.random() < 0.12:
            runs.append(rng.choice([o for o in able if o != runs[0]]))
        line_operators[line] = runs
        facts += [(line, OPERATOR, o) for o in runs]
        firms = [f for f, (c, year, trade) in FIRMS.items()
                 if trade == "engineer" and CITIES[c] == country and year < opened]  # fmt: skip
        employers = [o for o in runs if OPERATORS[o][1] < opened]
        roll = rng.random()
        if firms and (roll < 0.4 or not employers):
            employer = rng.choice(firms)
        else:
            employer = rng.choice(employers or runs)
        facts.append((line, ENGINEER, person(employer, "engineer")))
        stops = []
        for city in its_cities:
            here = stations_in[city]
            stops.append(here[0] if len(here) == 1 or rng.random() < 0.7 else rng.choice(here))
            if len(here) > 1 and rng.random() < 0.2:
                stops.append(rng.choice([s for s in here if s != stops[-1]]))
        line_stations[line] = list(dict.fromkeys(stops))
    lines_through: dict[str, list[str]] = {}
    for line, (_, _, its_cities) in LINES.items():
        for city in its_cities:
            lines_through.setdefault(city, []).append(line)
    for city, here in stations_in.items():
        assert city in lines_through, f"no line through {city}"
        for station in here:
            if not any(station in line_stations[line] for line in lines_through[city]):
                line = rng.choice(lines_through[city])
                at = [i for i, s in enumerate(line_stations[line]) if s in here]
                line_stations[line].insert(at[-1] + 1 if at else 0, station)
    for line, stops in line_stations.items():
        facts += [(s, ON_LINE, line) for s in stops]

    # Station facts: city, opened, platforms, passengers, architect.
    for country, (_, _, first, its_cities) in COUNTRIES.items():
        practices = [f for f, (_, _, trade) in FIRMS.items() if trade == "architect"]
        architects = [f for f in practices if CITIES[FIRMS[f][0]] == country]
        abroad = [f for f in practices if CITIES[FIRMS[f][0]] != country]
        for city in its_cities:
            for i, station in enumerate(stations_in[city]):
                years = [line_opened[line] for line in lines_through[city]
                         if station in line_stations[line]]  # fmt: skip
                opened = min(years)
                if rng.random() < 0.4:
                    opened = max(first, opened - rng.randint(1, 30))
                facts += [(station, STATION_CITY, city), (station, STATION_OPENED, str(opened))]
                platforms = rng.randint(6, 24) if i == 0 else rng.randint(2, 8)
                lo, hi = (4e6, 9e7) if i == 0 else (2e5, 1.2e7)
                riders = int(rng.uniform(lo, hi) / 1000) * 1000
                facts += [(station, PLATFORMS, str(platforms)), (station, PASSENGERS, str(riders))]
                if rng.random() < 0.75:
                    roll = rng.random()
                    if roll < 0.65:
                        employer = rng.choice(architects)
                    elif roll < 0.9:
                        here_ops = [o for line in lines_through[city] for o in line_operators[line]]
                        employer = rng.choice(here_ops)
                    else:
                        employer = rng.choice(abroad)
                    designers = [person(employer, "architect")]
                    if rng.random() < 0.06:
                        designers.append(person(rng.choice(architects), "architect"))
                    facts += [(station, ARCHITECT, a) for a in dict.fromkeys(designers)]

    # Train models: made on demand for the lines, by gauge and kind.
    models: dict[str, tuple[str, int]] = {}  # model: its kind, its gauge
    model_names: set[str] = set()
    fleet: dict[str, set[str]] = {}  # operator: the models on its lines
    on_line: dict[str, list[str]] = {}
    in_country: dict[str, set[str]] = {}  # country: the models on its lines

    def new_model(kind: str, gauge: int, country: str) -> str:
        """A new model of `kind` for `gauge`, most often by a maker of `country`."""
        home = [m for m, (c, _, _) in MANUFACTURERS.items() if CITIES[c] == country]
        maker = rng.choice(home if home and rng.random() < 0.6 else sorted(MANUFACTURERS))
        _, founded, families = MANUFACTURERS[maker]
        name = f"{rng.choice(families)} {rng.randint(100, 999)}"
        while name in model_names:
            name = f"{rng.choice(families)} {rng.randint(100, 999)}"
        model_names.add(name)
        models[name] = (kind, gauge)
        low, high, step = TOP_SPEEDS[kind]
        year = rng.randint(max(FIRST_SERVICE[kind], founded + 1), 2023)
        speed = rng.randrange(low, high, step)
        designer = person(maker, "engineer")
        facts.extend([(name, BUILDER, maker), (name, TOP_SPEED, str(speed)),
                      (name, INTRODUCED, str(year)), (name, DESIGNER, designer)])  # fmt: skip
        return name

    for line, (country, kind, _) in LINES.items():
        kinds = [MODEL_KIND[kind]] * (1 if kind == METRE else rng.choice([1, 1, 2]))
        if kind == MAIN and rng.random() < 0.35:
            kinds.append("regional")
        chosen: list[str] = []
        for model_kind in kinds:
            fits = [m for m, (k, g) in models.items() if k == model_kind and g == line_gauge[line]
                    and m not in chosen]  # fmt: skip
            own = [m for m in fits if any(m in fleet.get(o, ()) for o in line_operators[line])]
            local = [m for m in fits if m in in_country.get(country, ())]
            if own and rng.random() < 0.6:
                chosen.append(rng.choice(own))
            elif local and rng.random() < 0.5:
                chosen.append(rng.choice(local))
            elif fits and rng.random() < 0.15:
                chosen.append(rng.choice(fits))
            else:
                chosen.append(new_model(model_kind, line_gauge[line], country))
        on_line[line] = chosen
        in_country.setdefault(country, set()).update(chosen)
        for operator in line_operators[line]:
            fleet.setdefault(operator, set()).update(chosen)
        facts += [(m, RUNS_ON, line) for m in chosen]

    # Depots: one to three an operator, in cities on its lines, each looking after some of
    # its fleet.
    depot_names: set[str] = set()
    for operator in OPERATORS:
        country = CITIES[OPERATORS[operator][0]]
        pattern, areas = DEPOTS[country]
        its_lines = [line for line, runs in line_operators.items() if operator in runs]
        if not its_lines:
            continue
        its_cities = sorted({c for line in its_lines for c in LINES[line][2]})
        for _ in range(rng.randint(1, 3)):
            city = rng.choice(its_cities)
            name = pattern.format(c=city, a=rng.choice(areas))
            if name in depot_names:
                continue
            depot_names.add(name)
            facts += [(name, DEPOT_CITY, city), (name, DEPOT_OWNER, operator)]
            kept = sorted(fleet[operator])
            kept = rng.sample(kept, min(len(kept), rng.randint(1, 3)))
            facts += [(name, MAINTAINS, m) for m in kept]

    # Named services along the lines.
    services: set[str] = set()
    for line, (_, kind, _) in LINES.items():
        stops = line_stations[line]
        weights = [0.3, 0.5, 0.2] if kind in (HIGH_SPEED, MAIN) else [0.6, 0.4, 0.0]
        for n in range(rng.choices([0, 1, 2], weights)[0]):
            name = f"{rng.choice(SERVICE_FIRST)} {rng.choice(SERVICE_SECOND)}"
            while name in services:
                name = f"{rng.choice(SERVICE_FIRST)} {rng.choice(SERVICE_SECOND)}"
            services.add(name)
            start, end = (stops[0], stops[-1]) if n == 0 else (stops[-1], stops[0])
            if rng.random() < 0.25 and len(stops) > 2:
                start, end = rng.sample(stops, 2)
            train = rng.choice(on_line[line])
            facts += [(name, SERVICE_LINE, line), (name, SERVICE_FROM, start),
                      (name, SERVICE_TO, end), (name, SERVICE_TRAIN, train)]  # fmt: skip

    people = {name for name, relation, _ in facts if relation == BORN}
    stations = {s for here in stations_in.values() for s in here}
    named = [set(CITIES), set(COUNTRIES), set(COMPANIES), set(LINES), stations, set(models),
             depot_names, services, people]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("rail", rail_kg, RAIL)
