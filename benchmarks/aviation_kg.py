"""A civil-aviation KG of our own, made up for an unseen-KG check (written after the football,
library, music, hospital, company, travel, academia, geopolitics, cuisine, space, art,
software, ecology, maritime, pharma, law, supply-chain, energy, games and automotive KGs, to
check the rules they led to, and not tuned on): airlines with made-up names, their hub
airports and the airports they fly to, their head offices, founding years, fleet sizes, the
alliances they belong to and the aircraft models they operate; the manufacturers that build
those models (seat counts, first-flight years, the base model a variant derives from); the
people who found and run them (founders, CEOs, chief pilots; their citizenship and birth
city); and the cities and countries all of these are in. Airports have made-up names and
made-up three-letter codes.

Relation names follow NELL's style (the Never-Ending Language Learner's KG, as in the NELL-995
set): a `concept:` prefix and lower-case words run together with no separator
(`concept:airportincity`, `concept:headquarteredin`, `concept:personhascitizenship`), a few
terse ones (`concept:iata`, `concept:seatcap`, `concept:builtby`, `concept:variantof`).
Three of the nineteen relations are also stored backwards under a name a data team picked:
`concept:companyceo` as `concept:ceoof`, `concept:airlinehub` as `concept:hubfor` and
`concept:builtby` as `concept:produces`; no types file.

`concept:headquarteredin` is said of airlines, manufacturers and alliances alike (a city),
`concept:yearfounded` of all three as well, and `concept:companyceo` reaches the people who
run any of them. An airline is a full-service carrier (narrow- and wide-body fleets, mostly
in an alliance, many destinations abroad), a low-cost one (narrow-bodies, no alliance) or a
regional one (turboprops and regional jets, few destinations, mostly at home); its hubs are
fixed airports of its country and its destinations are drawn from the other airports,
domestic and same-region ones first. Some founders of young airlines still run them.
People (drawn with `NameDrawer` from name pools of their citizenship, mostly of the country
of the company) are born in a city of their country. Founding years (1908 to 2012),
first-flight years (1958 to 2022) overlap; seat counts (14 to 544) and fleet sizes (6 to 460)
never share a number. Wordings were written before any run and were not changed for the
score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

COUNTRY = "concept:citylocatedincountry"
AIRPORT_CITY = "concept:airportincity"
HUB = "concept:airlinehub"
FLIES_TO = "concept:fliesto"
HQ = "concept:headquarteredin"
FOUNDED = "concept:yearfounded"
CEO = "concept:companyceo"
FOUNDER = "concept:orgfoundedby"
PILOT = "concept:chiefpilot"
ALLIANCE = "concept:memberofalliance"
OPERATES = "concept:operatesaircraft"
FLEET = "concept:fleetsize"
BUILT = "concept:builtby"
SEATS = "concept:seatcap"
FIRST_FLIGHT = "concept:firstflightyear"
IATA = "concept:iata"
CITIZEN = "concept:personhascitizenship"
BORN = "concept:personborninlocation"
VARIANT = "concept:variantof"

TWINS = {CEO: "concept:ceoof", HUB: "concept:hubfor", BUILT: "concept:produces"}

REGIONS = {  # country: its region
    "United States": "Americas", "Canada": "Americas", "Mexico": "Americas",
    "Brazil": "Americas", "United Kingdom": "Europe", "France": "Europe",
    "Germany": "Europe", "Netherlands": "Europe", "Spain": "Europe", "Italy": "Europe",
    "Switzerland": "Europe", "Sweden": "Europe", "Turkey": "Europe",
    "United Arab Emirates": "Middle East and Africa", "South Africa": "Middle East and Africa",
    "India": "Asia Pacific", "China": "Asia Pacific", "Japan": "Asia Pacific",
    "South Korea": "Asia Pacific", "Thailand": "Asia Pacific", "Australia": "Asia Pacific",
}  # fmt: skip
CITIES = {  # city: its country
    "New York": "United States", "Chicago": "United States", "Atlanta": "United States",
    "Dallas": "United States", "Denver": "United States", "Seattle": "United States",
    "Wichita": "United States", "Miami": "United States", "San Francisco": "United States",
    "Toronto": "Canada", "Montreal": "Canada", "Vancouver": "Canada", "Calgary": "Canada",
    "Mexico City": "Mexico", "Monterrey": "Mexico", "Cancun": "Mexico",
    "Sao Paulo": "Brazil", "Sao Jose dos Campos": "Brazil", "Rio de Janeiro": "Brazil",
    "Brasilia": "Brazil", "London": "United Kingdom", "Manchester": "United Kingdom",
    "Edinburgh": "United Kingdom", "Bristol": "United Kingdom", "Paris": "France",
    "Toulouse": "France", "Nice": "France", "Lyon": "France", "Frankfurt": "Germany",
    "Munich": "Germany", "Hamburg": "Germany", "Berlin": "Germany",
    "Amsterdam": "Netherlands", "Rotterdam": "Netherlands", "Madrid": "Spain",
    "Barcelona": "Spain", "Palma": "Spain", "Rome": "Italy", "Milan": "Italy",
    "Turin": "Italy", "Zurich": "Switzerland", "Geneva": "Switzerland",
    "Stockholm": "Sweden", "Linkoping": "Sweden", "Istanbul": "Turkey", "Ankara": "Turkey",
    "Antalya": "Turkey", "Dubai": "United Arab Emirates", "Abu Dhabi": "United Arab Emirates",
    "Mumbai": "India", "Delhi": "India", "Bengaluru": "India", "Chennai": "India",
    "Beijing": "China", "Shanghai": "China", "Guangzhou": "China", "Chengdu": "China",
    "Tokyo": "Japan", "Osaka": "Japan", "Nagoya": "Japan", "Seoul": "South Korea",
    "Busan": "South Korea", "Bangkok": "Thailand", "Phuket": "Thailand",
    "Sydney": "Australia", "Melbourne": "Australia", "Brisbane": "Australia",
    "Perth": "Australia", "Johannesburg": "South Africa", "Cape Town": "South Africa",
}  # fmt: skip
AIRPORTS = {  # airport: its city, its code
    "Hudson Meadows International Airport": ("New York", "HMW"),
    "Van Wyck Field": ("New York", "VWF"),
    "Prairie Lakes International Airport": ("Chicago", "PLK"),
    "Peachtree Crossroads International Airport": ("Atlanta", "PCX"),
    "Trinity Plains International Airport": ("Dallas", "TPD"),
    "Front Range International Airport": ("Denver", "FRG"),
    "Puget Harbor Field": ("Seattle", "PGH"),
    "Arkansas River Municipal Airport": ("Wichita", "ARW"),
    "Biscayne International Airport": ("Miami", "BSY"),
    "Golden Strait International Airport": ("San Francisco", "GSZ"),
    "Humber Valley International Airport": ("Toronto", "YHV"),
    "Mont-Royal Dorion International Airport": ("Montreal", "YMD"),
    "Fraser Delta International Airport": ("Vancouver", "YFD"),
    "Bow River International Airport": ("Calgary", "YBW"),
    "Tenochtitlan International Airport": ("Mexico City", "TNX"),
    "Cerro de la Silla International Airport": ("Monterrey", "CSM"),
    "Riviera Maya Gateway Airport": ("Cancun", "RMG"),
    "Guarapiranga International Airport": ("Sao Paulo", "GRP"),
    "Paraiba Valley Airport": ("Sao Jose dos Campos", "PVJ"),
    "Guanabara International Airport": ("Rio de Janeiro", "GNB"),
    "Planalto Central International Airport": ("Brasilia", "PCB"),
    "Thamesgate International Airport": ("London", "TGX"),
    "Hendon Heath Airport": ("London", "HDH"),
    "Irwell Valley International Airport": ("Manchester", "IRV"),
    "Forth Lothian Airport": ("Edinburgh", "FLO"),
    "Avon Gorge Airport": ("Bristol", "AVG"),
    "Paris-Valmy International Airport": ("Paris", "PVY"),
    "Orgemont Airport": ("Paris", "OGM"),
    "Toulouse-Garonne Airport": ("Toulouse", "TGN"),
    "Baie des Anges Airport": ("Nice", "BDA"),
    "Lyon-Fourviere Airport": ("Lyon", "LFV"),
    "Frankfurt Taunus International Airport": ("Frankfurt", "FTX"),
    "Isar Moos International Airport": ("Munich", "IMZ"),
    "Alster Hanse Airport": ("Hamburg", "AHQ"),
    "Berlin-Havelland International Airport": ("Berlin", "BHV"),
    "Amstelmeer International Airport": ("Amsterdam", "AMQ"),
    "Maasvlakte Airport": ("Rotterdam", "MSV"),
    "Madrid-Manzanares International Airport": ("Madrid", "MZN"),
    "Barcelona-Llobregat Airport": ("Barcelona", "BLQ"),
    "Serra de Tramuntana Airport": ("Palma", "STP"),
    "Rome Tevere International Airport": ("Rome", "RTV"),
    "Milano Navigli International Airport": ("Milan", "MNV"),
    "Torino Superga Airport": ("Turin", "TSG"),
    "Zurichsee International Airport": ("Zurich", "ZSE"),
    "Leman International Airport": ("Geneva", "LMN"),
    "Stockholm-Malaren International Airport": ("Stockholm", "SMR"),
    "Stangan Field": ("Linkoping", "SGF"),
    "Bosphorus International Airport": ("Istanbul", "BSP"),
    "Istanbul Anatolian Airport": ("Istanbul", "IAN"),
    "Ankara Sincan Airport": ("Ankara", "ASN"),
    "Antalya Lycian Coast Airport": ("Antalya", "ALC"),
    "Dubai Al Qudra International Airport": ("Dubai", "DQX"),
    "Abu Dhabi Saadiyat International Airport": ("Abu Dhabi", "ADS"),
    "Mumbai Konkan International Airport": ("Mumbai", "MKK"),
    "Indraprastha International Airport": ("Delhi", "IPD"),
    "Kempe Nandi International Airport": ("Bengaluru", "KNB"),
    "Chennai Coromandel Airport": ("Chennai", "CCM"),
    "Beijing Yongding International Airport": ("Beijing", "BYD"),
    "Shanghai Dianshan International Airport": ("Shanghai", "SDS"),
    "Shanghai Huangpu Airport": ("Shanghai", "SHP"),
    "Guangzhou Pearl River Airport": ("Guangzhou", "GPR"),
    "Chengdu Jinsha International Airport": ("Chengdu", "CJS"),
    "Tokyo Sagami International Airport": ("Tokyo", "TSM"),
    "Tokyo Bayside Airport": ("Tokyo", "TBY"),
    "Osaka Yodogawa International Airport": ("Osaka", "OYD"),
    "Nagoya Ise Bay Airport": ("Nagoya", "NIB"),
    "Seoul Hangang International Airport": ("Seoul", "SHG"),
    "Busan Nakdong Airport": ("Busan", "BND"),
    "Chao Phraya International Airport": ("Bangkok", "CPY"),
    "Phuket Andaman Airport": ("Phuket", "PAD"),
    "Botany Heads International Airport": ("Sydney", "BHS"),
    "Melbourne Yarra International Airport": ("Melbourne", "MYR"),
    "Moreton Bay International Airport": ("Brisbane", "MBQ"),
    "Perth Swan Valley Airport": ("Perth", "PSW"),
    "Highveld International Airport": ("Johannesburg", "HVJ"),
    "Table Bay Airport": ("Cape Town", "TBC"),
}  # fmt: skip
FULL, LOW, REGIONAL = "full", "low", "regional"
AIRLINES = {  # airline: its head office city, its hubs, its kind
    "Liberty Harbor Airways": ("New York", ["Hudson Meadows International Airport",
                                            "Van Wyck Field"], FULL),
    "Continental Crest Airlines": ("Chicago", ["Prairie Lakes International Airport",
                                               "Front Range International Airport"], FULL),
    "Peachline Airways": ("Atlanta", ["Peachtree Crossroads International Airport"], FULL),
    "Lone Prairie Air": ("Dallas", ["Trinity Plains International Airport"], LOW),
    "Summit Air": ("Denver", ["Front Range International Airport"], LOW),
    "Cascadia Airlines": ("Seattle", ["Puget Harbor Field",
                                      "Golden Strait International Airport"], FULL),
    "Sunwake Air": ("Miami", ["Biscayne International Airport"], LOW),
    "Northern Maple Airways": ("Montreal", ["Mont-Royal Dorion International Airport",
                                            "Humber Valley International Airport"], FULL),
    "Westbound Air": ("Calgary", ["Bow River International Airport"], LOW),
    "Pacific Spruce Airlines": ("Vancouver", ["Fraser Delta International Airport"], REGIONAL),
    "Aerolineas Quetzal": ("Mexico City", ["Tenochtitlan International Airport"], FULL),
    "Vuela Norte": ("Monterrey", ["Cerro de la Silla International Airport"], LOW),
    "Aerovia Atlantica": ("Sao Paulo", ["Guarapiranga International Airport"], FULL),
    "Carioca Linhas Aereas": ("Rio de Janeiro", ["Guanabara International Airport"], REGIONAL),
    "Britannic Airways": ("London", ["Thamesgate International Airport"], FULL),
    "Pennine Air": ("Manchester", ["Irwell Valley International Airport"], LOW),
    "Caledonian Skies": ("Edinburgh", ["Forth Lothian Airport"], REGIONAL),
    "Severn Jet": ("Bristol", ["Avon Gorge Airport", "Hendon Heath Airport"], LOW),
    "Air Lumiere": ("Paris", ["Paris-Valmy International Airport"], FULL),
    "Azur Express": ("Nice", ["Baie des Anges Airport", "Orgemont Airport"], LOW),
    "Rheinflug": ("Frankfurt", ["Frankfurt Taunus International Airport",
                                "Isar Moos International Airport"], FULL),
    "Hanseatic Air": ("Hamburg", ["Alster Hanse Airport",
                                  "Berlin-Havelland International Airport"], LOW),
    "Lowlands Airways": ("Amsterdam", ["Amstelmeer International Airport"], FULL),
    "Aerolineas Meseta": ("Madrid", ["Madrid-Manzanares International Airport"], FULL),
    "Balearia Air": ("Palma", ["Serra de Tramuntana Airport", "Barcelona-Llobregat Airport"],
                     LOW),
    "Aquila Italiana": ("Rome", ["Rome Tevere International Airport",
                                 "Milano Navigli International Airport"], FULL),
    "Alpenrose Airlines": ("Zurich", ["Zurichsee International Airport"], FULL),
    "Nordstjarna Airlines": ("Stockholm", ["Stockholm-Malaren International Airport"], FULL),
    "Anatolia Airways": ("Istanbul", ["Bosphorus International Airport"], FULL),
    "Tulip Air": ("Istanbul", ["Istanbul Anatolian Airport", "Antalya Lycian Coast Airport"],
                  LOW),
    "Falcon Gulf Airways": ("Dubai", ["Dubai Al Qudra International Airport"], FULL),
    "Oryx Arabian Airlines": ("Abu Dhabi", ["Abu Dhabi Saadiyat International Airport"], FULL),
    "Saffron Air": ("Delhi", ["Indraprastha International Airport",
                              "Mumbai Konkan International Airport"], FULL),
    "Nilgiri Airways": ("Bengaluru", ["Kempe Nandi International Airport",
                                      "Chennai Coromandel Airport"], LOW),
    "Red Crane Airlines": ("Beijing", ["Beijing Yongding International Airport"], FULL),
    "Oriental Pearl Airlines": ("Shanghai", ["Shanghai Dianshan International Airport",
                                             "Shanghai Huangpu Airport"], FULL),
    "Southern Kapok Airlines": ("Guangzhou", ["Guangzhou Pearl River Airport"], FULL),
    "Shu Airlines": ("Chengdu", ["Chengdu Jinsha International Airport"], REGIONAL),
    "Sakura Nippon Airways": ("Tokyo", ["Tokyo Sagami International Airport",
                                        "Tokyo Bayside Airport"], FULL),
    "Kansai Blue": ("Osaka", ["Osaka Yodogawa International Airport"], LOW),
    "Hanbit Air": ("Seoul", ["Seoul Hangang International Airport"], FULL),
    "Gaya Air": ("Busan", ["Busan Nakdong Airport"], REGIONAL),
    "Siam Orchid Airways": ("Bangkok", ["Chao Phraya International Airport"], FULL),
    "Southern Cross Airways": ("Sydney", ["Botany Heads International Airport",
                                         "Melbourne Yarra International Airport"], FULL),
    "Wattle Air": ("Brisbane", ["Moreton Bay International Airport"], LOW),
    "Swan River Regional": ("Perth", ["Perth Swan Valley Airport"], REGIONAL),
    "Springbok Airways": ("Johannesburg", ["Highveld International Airport"], FULL),
    "Protea Air": ("Cape Town", ["Table Bay Airport"], REGIONAL),
}  # fmt: skip
ALLIANCES = {  # alliance: its head office city, its founding year range
    "Polaris Alliance": ("Geneva", (1989, 1997)),
    "Skybridge Alliance": ("Vancouver", (1995, 2000)),
    "Concordia Air Group": ("Amsterdam", (1998, 2003)),
    "Aeris Partners": ("Dubai", (2000, 2006)),
}
MAKERS = {  # manufacturer: its head office city, its founding year range
    "Stratavia Aerospace": ("Seattle", (1914, 1930)),
    "Aeronord Industries": ("Toulouse", (1965, 1972)),
    "Brennan Aircraft Company": ("Wichita", (1927, 1938)),
    "Laurentian Aerospace": ("Montreal", (1942, 1989)),
    "Aeronautica Paulista": ("Sao Jose dos Campos", (1960, 1966)),
    "Kurogane Heavy Industries": ("Nagoya", (1908, 1934)),
    "Tianhe Commercial Aircraft Corporation": ("Shanghai", (2002, 2006)),
    "Halvard Aviation": ("Linkoping", (1936, 1948)),
    "Avions Delorme": ("Toulouse", (1978, 1983)),
    "Elbe Flugzeugbau": ("Hamburg", (1955, 1968)),
    "Bharat Aero": ("Bengaluru", (1959, 1966)),
    "Anadolu Havacilik": ("Ankara", (1973, 1990)),
    "Superga Aeronautica": ("Turin", (1946, 1958)),
}  # fmt: skip
MODELS = {  # model: its manufacturer, its class, its seat counts, its first flight range,
    # the model it is a variant of (listed before it), if any
    "Stratavia S280": ("Stratavia Aerospace", "narrow", [122, 134, 140], (1978, 1986), None),
    "Stratavia S310": ("Stratavia Aerospace", "narrow", [149, 162, 178, 189], (1966, 1970),
                       None),
    "Stratavia S310 Max": ("Stratavia Aerospace", "narrow", [178, 197, 204], (2014, 2017),
                           "Stratavia S310"),
    "Stratavia S340": ("Stratavia Aerospace", "wide", [242, 254, 269, 290], (1980, 1984),
                       None),
    "Stratavia S340ER": ("Stratavia Aerospace", "wide", [254, 269], (1986, 1989),
                         "Stratavia S340"),
    "Stratavia S370": ("Stratavia Aerospace", "wide", [296, 314, 336], (1993, 1996), None),
    "Stratavia S470 Skyliner": ("Stratavia Aerospace", "wide", [366, 412, 416],
                                (1968, 1970), None),
    "Aeronord AN218": ("Aeronord Industries", "narrow", [107, 124, 138], (1994, 1996), None),
    "Aeronord AN221": ("Aeronord Industries", "narrow", [150, 168, 180, 186], (1986, 1988),
                       None),
    "Aeronord AN221 Neo": ("Aeronord Industries", "narrow", [168, 186, 194], (2014, 2016),
                           "Aeronord AN221"),
    "Aeronord AN223 Long": ("Aeronord Industries", "narrow", [206, 220, 236], (1993, 1995),
                            "Aeronord AN221"),
    "Aeronord AN233": ("Aeronord Industries", "wide", [247, 265, 277], (1992, 1993), None),
    "Aeronord AN250": ("Aeronord Industries", "wide", [303, 325, 348], (2012, 2013), None),
    "Aeronord AN280 Grand": ("Aeronord Industries", "wide", [489, 517, 544], (2004, 2005),
                             None),
    "Brennan BR-70 Commuter": ("Brennan Aircraft Company", "regional", [19, 21], (1968, 1972),
                               None),
    "Brennan BR-900": ("Brennan Aircraft Company", "regional", [50, 56], (1996, 1999), None),
    "Laurentian LR-100": ("Laurentian Aerospace", "regional", [50, 54], (1990, 1991), None),
    "Laurentian LR-300": ("Laurentian Aerospace", "regional", [76, 88, 90], (1998, 2000),
                          "Laurentian LR-100"),
    "Laurentian LR-500": ("Laurentian Aerospace", "narrow", [110, 125, 133], (2012, 2014),
                          None),
    "Laurentian LR-700": ("Laurentian Aerospace", "narrow", [128, 141, 148], (2015, 2016),
                          "Laurentian LR-500"),
    "Paulista AP-170": ("Aeronautica Paulista", "regional", [72, 76, 80], (2001, 2003), None),
    "Paulista AP-190": ("Aeronautica Paulista", "narrow", [96, 104, 114], (2003, 2004),
                        "Paulista AP-170"),
    "Paulista AP-190 E2": ("Aeronautica Paulista", "narrow", [106, 114, 120], (2016, 2018),
                           "Paulista AP-190"),
    "Paulista AP-110 Bandeira": ("Aeronautica Paulista", "regional", [14, 19], (1968, 1969),
                                 None),
    "Kurogane KJ-90": ("Kurogane Heavy Industries", "regional", [88, 92], (2014, 2016), None),
    "Kurogane KJ-200": ("Kurogane Heavy Industries", "narrow", [164, 174], (2020, 2022),
                        None),
    "Tianhe TH-21": ("Tianhe Commercial Aircraft Corporation", "regional", [78, 85, 90],
                     (2007, 2008), None),
    "Tianhe TH-929": ("Tianhe Commercial Aircraft Corporation", "narrow", [158, 168, 174],
                      (2016, 2017), None),
    "Tianhe TH-929 Stretch": ("Tianhe Commercial Aircraft Corporation", "narrow",
                              [192, 201], (2021, 2022), "Tianhe TH-929"),
    "Halvard Nordjet 340": ("Halvard Aviation", "regional", [34, 36], (1982, 1983), None),
    "Halvard Nordjet 2000": ("Halvard Aviation", "regional", [50, 58], (1992, 1994),
                             "Halvard Nordjet 340"),
    "Delorme DT-42": ("Avions Delorme", "regional", [46, 48, 50], (1984, 1985), None),
    "Delorme DT-72": ("Avions Delorme", "regional", [68, 70, 72, 78], (1988, 1989),
                      "Delorme DT-42"),
    "Delorme DT-72 Series 600": ("Avions Delorme", "regional", [70, 72, 78], (2009, 2010),
                                 "Delorme DT-72"),
    "Elbe EF-328": ("Elbe Flugzeugbau", "regional", [30, 32, 33], (1991, 1992), None),
    "Elbe EF-728": ("Elbe Flugzeugbau", "regional", [70, 75], (1999, 2001), None),
    "Bharat BA-19 Saras": ("Bharat Aero", "regional", [14, 19], (2004, 2006), None),
    "Bharat BA-80": ("Bharat Aero", "regional", [80, 86], (2018, 2021), None),
    "Anadolu AH-60": ("Anadolu Havacilik", "regional", [60, 64, 68], (2011, 2015), None),
    "Superga SG-48": ("Superga Aeronautica", "regional", [44, 48], (1958, 1961), None),
    "Superga SG-146": ("Superga Aeronautica", "narrow", [100, 112], (1981, 1983), None),
}  # fmt: skip
POOL = {  # country: its name pool
    "United States": "en", "Canada": "en", "United Kingdom": "en", "Australia": "en",
    "South Africa": "en", "Mexico": "es", "Spain": "es", "Brazil": "pt", "France": "fr",
    "Germany": "de", "Switzerland": "de", "Netherlands": "nl", "Italy": "it",
    "Sweden": "nord", "Turkey": "tr", "United Arab Emirates": "ar", "India": "in",
    "China": "cn", "Japan": "jp", "South Korea": "kr", "Thailand": "th",
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["Douglas", "Marjorie", "Clifford", "Evelyn", "Stanley", "Harriet", "Warren",
            "Judith", "Russell", "Colleen", "Leonard", "Beverly", "Malcolm", "Gwendolyn",
            "Trevor", "Rosalind"],
           ["Hargreave", "Calloway", "Pritchard", "Stanhope", "Brewster", "Kendrick",
            "Ainsworth", "Mulligan", "Thorncroft", "Oyelaran", "Birchall", "Garrison",
            "Lockridge", "Fenwick", "Holloway", "Tremaine"]),
    "es": (["Alejandro", "Guadalupe", "Rodrigo", "Marisol", "Fernando", "Beatriz", "Emilio",
            "Lorena", "Ignacio", "Consuelo"],
           ["Villalobos", "Echeverria", "Montoya", "Arriaga", "Quintana", "Salcedo",
            "Bustamante", "Olivares", "Zamora", "Cordero"]),
    "pt": (["Joao", "Mariana", "Rogerio", "Leticia", "Otavio", "Fernanda", "Caio", "Renata"],
           ["Albuquerque", "Figueiredo", "Cavalcanti", "Siqueira", "Magalhaes", "Teixeira",
            "Bittencourt", "Camargo"]),
    "fr": (["Thierry", "Genevieve", "Laurent", "Brigitte", "Hugues", "Delphine", "Arnaud",
            "Solange", "Yves", "Mireille"],
           ["Beaumont", "Delacroix", "Marchetti", "Rochefort", "Vasseur", "Lemaire",
            "Castellan", "Duplessis", "Fontaine", "Aubert"]),
    "de": (["Gerhard", "Hannelore", "Klaus", "Ingeborg", "Reinhard", "Waltraud", "Jurgen",
            "Edeltraud", "Matthias", "Annegret"],
           ["Brandauer", "Lindemann", "Steinbach", "Hofstetter", "Kranich", "Wegener",
            "Amsler", "Gerber", "Reichelt", "Hauser"]),
    "nl": (["Willem", "Joke", "Maarten", "Saskia", "Pieter", "Hanneke"],
           ["Vermeulen", "Bakker", "Zwart", "van der Berg", "Smit", "Mulder"]),
    "it": (["Massimo", "Antonella", "Fabrizio", "Daniela", "Vittorio", "Ornella"],
           ["Esposito", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro"]),
    "nord": (["Anders", "Kerstin", "Lars", "Margareta", "Nils", "Astrid"],
             ["Lundqvist", "Hedlund", "Sandberg", "Wallin", "Forsberg", "Engstrom"]),
    "tr": (["Mehmet", "Ayse", "Kemal", "Zeynep", "Murat", "Elif", "Orhan", "Selin"],
           ["Yilmaz", "Demir", "Ozturk", "Aydin", "Korkmaz", "Celik", "Arslan", "Kaya"]),
    "ar": (["Khalid", "Mariam", "Saeed", "Fatima", "Rashid", "Noura"],
           ["Al Mansoori", "Al Falasi", "Al Suwaidi", "Al Nuaimi", "Al Marri", "Al Dhaheri"]),
    "in": (["Arvind", "Meenakshi", "Rajiv", "Nandini", "Sanjay", "Deepa", "Vikram", "Usha"],
           ["Iyer", "Kapoor", "Malhotra", "Reddy", "Saxena", "Pillai", "Chatterjee", "Joshi"]),
    "cn": (["Jianguo", "Xiumei", "Weiming", "Yanling", "Zhenyu", "Shufen", "Hao", "Lan"],
           ["Li", "Zhao", "Wu", "Ma", "Zhu", "Hu", "Luo", "Gao"]),
    "jp": (["Hiroshi", "Akiko", "Kenji", "Tomoko", "Masaru", "Yumiko"],
           ["Tanaka", "Watanabe", "Nakamura", "Kobayashi", "Yoshida", "Matsumoto"]),
    "kr": (["Sung-min", "Hyun-joo", "Jae-won", "Yeon-hee", "Dong-hyun", "Ji-hye"],
           ["Han", "Shin", "Kwon", "Song", "Baek", "Jang"]),
    "th": (["Somchai", "Ratana", "Prasert", "Siriporn"],
           ["Wongsakul", "Chaiyaporn", "Srisuk", "Thongchai"]),
}  # fmt: skip

AVIATION = Wordings(
    one_hop={
        (COUNTRY, True): ("which country is {x} in ?", "{x} is in what country ?",
                          "what country is the city of {x} located in ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?",
                           "what cities does {x} have ?"),
        (AIRPORT_CITY, True): ("which city is {x} in ?", "where is {x} ?",
                               "what city does {x} serve ?", "{x} location ?"),
        (AIRPORT_CITY, False): ("which airports are in {x} ?", "what airport serves {x} ?",
                                "name an airport in {x} ?"),
        (HUB, True): ("what is the hub of {x} ?", "where is {x}'s hub ?",
                      "which airport does {x} use as its main base ?", "{x} hub airport ?"),
        (HUB, False): ("which airlines have a hub at {x} ?", "whose hub is {x} ?",
                       "which carriers are based at {x} ?"),
        (FLIES_TO, True): ("where does {x} fly to ?", "which airports does {x} serve ?",
                           "list destinations of {x} ?", "name a destination of {x} ?"),
        (FLIES_TO, False): ("which airlines fly to {x} ?", "what carriers serve {x} ?",
                            "who flies into {x} ?"),
        (HQ, True): ("where is {x} headquartered ?", "where is {x} based ?",
                     "which city is the head office of {x} in ?", "hq of {x} ?"),
        (HQ, False): ("which companies are headquartered in {x} ?", "what is based in {x} ?",
                      "name an airline or aerospace company with its head office in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "in which year did {x} start operating ?", "founding year of {x} ?"),
        (FOUNDED, False): ("what was founded in {x} ?",
                           "which airlines or companies were established in {x} ?",
                           "name an organisation founded in {x} ?"),
        (CEO, True): ("who is the ceo of {x} ?", "who runs {x} ?", "who heads {x} ?",
                      "{x} chief executive ?"),
        (CEO, False): ("which company does {x} lead ?", "what is {x} the ceo of ?",
                       "where is {x} chief executive ?"),
        (FOUNDER, True): ("who founded {x} ?", "who started {x} ?",
                          "who were the founders of {x} ?"),
        (FOUNDER, False): ("what did {x} found ?", "which airline was started by {x} ?",
                           "what company was set up by {x} ?"),
        (PILOT, True): ("who is the chief pilot of {x} ?", "who leads the pilots at {x} ?",
                        "{x} chief pilot ?"),
        (PILOT, False): ("which airline is {x} chief pilot of ?",
                         "where does {x} work as chief pilot ?",
                         "for which carrier is {x} the senior pilot ?"),
        (ALLIANCE, True): ("which airline alliance does {x} belong to ?",
                           "what alliance is {x} a member of ?", "{x} alliance ?"),
        (ALLIANCE, False): ("which airlines are members of {x} ?", "who belongs to {x} ?",
                            "name a {x} member airline ?", "list the carriers in {x} ?"),
        (OPERATES, True): ("which aircraft does {x} fly ?", "what planes does {x} operate ?",
                           "what is in {x}'s fleet ?", "name an aircraft type flown by {x} ?"),
        (OPERATES, False): ("which airlines fly the {x} ?", "who operates the {x} ?",
                            "which carriers have {x} in their fleet ?"),
        (FLEET, True): ("how many aircraft does {x} have ?", "what is the fleet size of {x} ?",
                        "how big is {x}'s fleet ?"),
        (FLEET, False): ("which airline has {x} aircraft ?", "whose fleet numbers {x} planes ?"),
        (BUILT, True): ("who makes the {x} ?", "which manufacturer built the {x} ?",
                        "who is the manufacturer of {x} ?", "{x} made by ?"),
        (BUILT, False): ("which aircraft does {x} build ?", "what planes are made by {x} ?",
                         "list {x} models ?", "name an airliner produced by {x} ?"),
        (SEATS, True): ("how many seats does the {x} have ?",
                        "what is the seating capacity of the {x} ?",
                        "how many passengers can a {x} carry ?"),
        (SEATS, False): ("which aircraft have {x} seats ?", "what plane seats {x} passengers ?"),
        (FIRST_FLIGHT, True): ("when did the {x} first fly ?",
                               "what year was the {x}'s maiden flight ?",
                               "in which year did the {x} take to the air for the first time ?"),
        (FIRST_FLIGHT, False): ("which aircraft first flew in {x} ?",
                                "what planes had their maiden flight in {x} ?"),
        (IATA, True): ("what is the iata code of {x} ?", "what is the airport code for {x} ?",
                       "{x} code ?"),
        (IATA, False): ("which airport has the code {x} ?", "what airport is {x} ?",
                        "which airport is abbreviated {x} ?"),
        (CITIZEN, True): ("what nationality is {x} ?", "which country is {x} a citizen of ?",
                          "where is {x} from ?"),
        (CITIZEN, False): ("which people are citizens of {x} ?",
                           "name a person with {x} citizenship ?",
                           "which executives and pilots hold {x} nationality ?"),
        (BORN, True): ("where was {x} born ?", "what is {x}'s birthplace ?",
                       "in which city was {x} born ?"),
        (BORN, False): ("who was born in {x} ?", "which people were born in {x} ?",
                        "name someone born in {x} ?"),
        (VARIANT, True): ("which aircraft is the {x} a variant of ?", "what is the {x} based on ?",
                          "what is the base model of the {x} ?"),
        (VARIANT, False): ("which variants of the {x} exist ?",
                           "what aircraft are derived from the {x} ?",
                           "name a version of the {x} ?"),
    },
    two_hop={
        ((HUB, True), (AIRPORT_CITY, True)): (
            "in which city is {x}'s hub ?", "what city does {x} fly out of ?"),
        ((AIRPORT_CITY, True), (COUNTRY, True)): (
            "what country is {x} in ?", "in which country is the airport {x} located ?"),
        ((HQ, True), (COUNTRY, True)): (
            "which country is {x} from ?", "in what country is {x} headquartered ?"),
        ((OPERATES, True), (BUILT, True)): (
            "whose aircraft does {x} fly ?",
            "which manufacturers build the planes {x} operates ?"),
        ((CEO, True), (CITIZEN, True)): (
            "what nationality is the ceo of {x} ?", "where is {x}'s boss from ?"),
        ((CEO, True), (BORN, True)): (
            "where was the ceo of {x} born ?", "birthplace of {x}'s chief executive ?"),
        ((ALLIANCE, False), (HUB, True)): (
            "which airports are hubs for {x} members ?",
            "where are the hubs of the airlines in {x} ?"),
        ((ALLIANCE, True), (HQ, True)): (
            "where is the alliance of {x} headquartered ?",
            "in which city is the alliance {x} belongs to based ?"),
        ((BUILT, False), (OPERATES, False)): (
            "which airlines fly {x} aircraft ?", "who operates planes built by {x} ?"),
        ((OPERATES, False), (HQ, True)): (
            "where are the airlines that fly the {x} based ?",
            "in which cities are operators of the {x} headquartered ?"),
        ((AIRPORT_CITY, False), (HUB, False)): (
            "which airlines have a hub in {x} ?", "what carriers are hubbed in {x} ?"),
        ((AIRPORT_CITY, False), (FLIES_TO, False)): (
            "which airlines fly to {x} ?", "what carriers offer flights to {x} ?"),
        ((COUNTRY, False), (HQ, False)): (
            "which airlines and aircraft makers are based in {x} ?",
            "name an aviation company from {x} ?"),
        ((COUNTRY, False), (AIRPORT_CITY, False)): (
            "which airports are in {x} ?", "list the airports of {x} ?"),
        ((CEO, False), (HQ, True)): (
            "where is the company run by {x} based ?",
            "in which city does {x}'s company have its head office ?"),
        ((PILOT, False), (OPERATES, True)): (
            "what aircraft does {x}'s airline fly ?",
            "which planes are in the fleet of the airline where {x} is chief pilot ?"),
        ((BUILT, True), (HQ, True)): (
            "where is the maker of the {x} based ?",
            "in which city is the {x}'s manufacturer headquartered ?"),
        ((VARIANT, True), (FIRST_FLIGHT, True)): (
            "when did the aircraft the {x} is based on first fly ?",
            "what year did the {x}'s parent model make its first flight ?"),
        ((HUB, True), (IATA, True)): (
            "what is the code of {x}'s hub airport ?", "iata code of {x} hub ?"),
        ((FOUNDER, False), (FOUNDED, True)): (
            "when was the airline founded by {x} established ?",
            "what year did {x} start their airline ?"),
    },
    two_anchor=(
        ((HQ, False), (OPERATES, False),
         ("which airline based in {x} flies the {y} ?", "{x} carrier that operates the {y} ?")),
        ((ALLIANCE, False), (HUB, False),
         ("which {x} member has a hub at {y} ?", "what airline in {x} is hubbed at {y} ?")),
        ((BUILT, False), (OPERATES, True),
         ("which {x} aircraft does {y} fly ?", "what {x} planes are in {y}'s fleet ?")),
        ((CITIZEN, False), (BORN, False),
         ("which {x} citizens were born in {y} ?", "who from {x} was born in {y} ?")),
        ((FOUNDED, False), (ALLIANCE, False),
         ("which {y} airline was founded in {x} ?", "what member of {y} was established in {x} ?")),
        ((SEATS, False), (BUILT, False),
         ("which {y} aircraft has {x} seats ?", "what {y} plane seats {x} passengers ?")),
        ((AIRPORT_CITY, False), (FLIES_TO, True),
         ("which airport in {x} does {y} fly to ?", "where in {x} does {y} land ?")),
        ((FIRST_FLIGHT, False), (BUILT, False),
         ("which {y} aircraft first flew in {x} ?",
          "what {y} model made its maiden flight in {x} ?")),
    ),
)  # fmt: skip

Span = tuple[int, int]
KINDS: dict[str, tuple[Span, Span, dict[str, Span | float], Span, tuple[float, float, float]]] = {
    # airline kind: founding years, fleet sizes, models by class (fewest, most, or a chance
    # of one), destinations (fewest, most), destination weights (home, region, abroad)
    FULL: ((1919, 1975), (80, 460), {"narrow": (1, 3), "wide": (2, 4), "regional": 0.4},
           (18, 30), (3.0, 2.0, 2.0)),
    LOW: ((1985, 2012), (30, 320), {"narrow": (1, 2)}, (10, 20), (6.0, 3.0, 0.3)),
    REGIONAL: ((1952, 2010), (6, 95), {"regional": (2, 3), "narrow": 0.3}, (5, 10),
               (10.0, 1.0, 0.05)),
}  # fmt: skip


def _country(airport: str) -> str:
    """The country an airport is in."""
    return CITIES[AIRPORTS[airport][0]]


def aviation_kg(seed: int = 1) -> MadeUpKG:
    """A made-up airline market: 70 cities in 21 countries, 76 airports, 48 airlines, 4
    alliances, 13 manufacturers, 41 aircraft models, and about 150 founders, CEOs and chief
    pilots."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    facts += [(city, COUNTRY, country) for city, country in CITIES.items()]
    for airport, (city, code) in AIRPORTS.items():
        facts += [(airport, AIRPORT_CITY, city), (airport, IATA, code)]

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    people: set[str] = set()
    cities_of: dict[str, list[str]] = {}
    for city, country in CITIES.items():
        cities_of.setdefault(country, []).append(city)
    countries = sorted(POOL)

    def person(country: str) -> str:
        """A new person, mostly a citizen of `country`, born in a city of their country."""
        citizen = country if rng.random() < 0.88 else rng.choice(countries)
        name = drawers[POOL[citizen]]()
        while name in people:
            name = drawers[POOL[citizen]]()
        people.add(name)
        facts.extend([(name, CITIZEN, citizen), (name, BORN, rng.choice(cities_of[citizen]))])
        return name

    for alliance, (city, (first, last)) in ALLIANCES.items():
        facts += [(alliance, HQ, city), (alliance, FOUNDED, str(rng.randint(first, last))),
                  (alliance, CEO, person(CITIES[city]))]  # fmt: skip
    for maker, (city, (first, last)) in MAKERS.items():
        facts += [(maker, HQ, city), (maker, FOUNDED, str(rng.randint(first, last))),
                  (maker, CEO, person(CITIES[city]))]  # fmt: skip

    seat_counts: set[int] = set()
    first_flights: dict[str, int] = {}
    by_class: dict[str, list[str]] = {}
    for model, (maker, size, seats, (first, last), base) in MODELS.items():
        if base is not None:
            first = max(first, first_flights[base] + 1)
            last = max(last, first)
            facts.append((model, VARIANT, base))
        first_flights[model] = rng.randint(first, last)
        count = rng.choice(seats)
        seat_counts.add(count)
        by_class.setdefault(size, []).append(model)
        facts += [(model, BUILT, maker), (model, SEATS, str(count)),
                  (model, FIRST_FLIGHT, str(first_flights[model]))]  # fmt: skip

    alliances = sorted(ALLIANCES)
    airports = sorted(AIRPORTS)
    fleets: set[int] = set()
    for airline, (city, hubs, kind) in AIRLINES.items():
        (first, last), (small, big), fleet_mix, (fewest, most), weights = KINDS[kind]
        country = CITIES[city]
        founded = rng.randint(first, last)
        fleet = rng.randint(small, big)
        while fleet in seat_counts:
            fleet = rng.randint(small, big)
        fleets.add(fleet)
        facts += [(airline, HQ, city), (airline, FOUNDED, str(founded)),
                  (airline, FLEET, str(fleet))]  # fmt: skip
        assert all(_country(hub) == country for hub in hubs), f"{airline}'s hubs"
        facts += [(airline, HUB, hub) for hub in hubs]
        if (kind == FULL and rng.random() < 0.85) or (kind == REGIONAL and rng.random() < 0.3):
            facts.append((airline, ALLIANCE, rng.choice(alliances)))
        flown: list[str] = []
        for size, how_many in fleet_mix.items():
            if isinstance(how_many, float):
                count = 1 if rng.random() < how_many else 0
            else:
                count = rng.randint(*how_many)
            flown += rng.sample(by_class[size], min(count, len(by_class[size])))
        facts += [(airline, OPERATES, model) for model in flown]

        ceo = person(country)
        facts.append((airline, CEO, ceo))
        if rng.random() < 0.85:
            if founded >= 1985 and rng.random() < 0.4:
                founders = [ceo]
            else:
                founders = [person(country) for _ in range(2 if rng.random() < 0.15 else 1)]
            facts += [(airline, FOUNDER, founder) for founder in founders]
        if rng.random() < 0.85:
            facts.append((airline, PILOT, person(country)))

        home, region, abroad = weights
        keyed = []
        for airport in airports:
            if airport in hubs:
                continue
            there = _country(airport)
            if there == country:
                weight = home
            elif REGIONS[there] == REGIONS[country]:
                weight = region
            else:
                weight = abroad
            keyed.append((rng.random() ** (1 / weight), airport))
        count = rng.randint(fewest, most)
        facts += [(airline, FLIES_TO, airport) for _, airport in sorted(keyed)[-count:]]

    assert not seat_counts & fleets, "a seat count is also a fleet size"
    years = {t for _, r, t in facts if r in (FOUNDED, FIRST_FLIGHT)}
    numbers = {str(n) for n in seat_counts | fleets}
    codes = {code for _, code in AIRPORTS.values()}
    named = [set(CITIES), set(REGIONS), set(AIRPORTS), codes, set(AIRLINES), set(ALLIANCES),
             set(MAKERS), set(MODELS), people, years, numbers]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    assert set(CITIES.values()) == set(REGIONS) == set(POOL), "countries differ"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("aviation", aviation_kg, AVIATION)
