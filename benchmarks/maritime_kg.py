"""A merchant shipping KG of our own, made up for an unseen-KG check (written after the
football, library, music, hospital, company, travel, academia, geopolitics, cuisine, space,
art, software and ecology KGs, to check the rules they led to, and not tuned on): cargo
vessels with made-up names, their vessel types, the shipping lines that operate them, their
flag states and home ports, the shipyards that built them, build years and gross tonnages,
their captains (nationalities, maritime academies), the cargo types they carry and the
classification societies that class them, liner services and the ports they call at, the
lines' head offices, founding years and alliances, and the cities and countries all of
these are in. Relation names are PascalCase predicates, some verb phrases (`OperatedBy`,
`BuiltAt`, `CommandedBy`, `CallsAt`, `MemberOfAlliance`), some nouns (`FlagState`,
`HomePort`, `VesselType`, `GrossTonnage`, `YearBuilt`, `Country`), each fact stored once,
no types file.

`LocatedIn` is said of ports, shipyards and academies alike (a city), `OperatedBy` of
vessels and services alike (a line), `HeadquarteredIn` of lines and classification
societies alike (a city); a city has its country as `Country`. Each line runs a fleet of the
vessel types it trades in, named its own way (after women of the owning family, after Greek
people drawn like the captains, "Maru" names, a brand and a star, gem, bird, peak or Korean
place, "<port city> Express", or an adjective and a noun), prefixed MV, MS, MT (tankers) or
LNG. A vessel's home port (its port of registry) is a city of its flag state: the line's own
country's flag for some, another national flag for a few, an open registry (Panama, Liberia,
Marshall Islands, Malta, Bahamas, Cyprus, Madeira) for most. Shipyards build the types they
are fitted for, favouring the line's country; classification societies favour the line's
and the yard's countries, and a few vessels hold two classes. Container lines run liner
services on trades between port regions (each line at least one), three other lines a
reefer, ro-ro or car service, and most of a line's vessels of a service's type are deployed
on one of its services. Captains (one a vessel, two for about one in four) are drawn with
`NameDrawer` from name pools of their nationality, often the line's country, and about three
in four trained at an academy, mostly of their own country. Gross tonnages (4,000 to
230,000) and years (1847 to 2024) do not overlap as numbers; build and founding years do.
Some vessel names share a word with a city ("MS Santos Express", "MV Hanul Busan") or a line
("MV Karen Nordvik", "MV Orient Pearl"). Wordings were written before any run and were not
changed for the score.
"""

from __future__ import annotations

import math
import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

VESSEL_TYPE = "VesselType"
OPERATED_BY = "OperatedBy"
FLAG = "FlagState"
HOME_PORT = "HomePort"
BUILT_AT = "BuiltAt"
YEAR_BUILT = "YearBuilt"
TONNAGE = "GrossTonnage"
COMMANDED_BY = "CommandedBy"
NATIONALITY = "Nationality"
TRAINED_AT = "TrainedAt"
LOCATED = "LocatedIn"
COUNTRY = "Country"
HQ = "HeadquarteredIn"
FOUNDED = "YearFounded"
ALLIANCE = "MemberOfAlliance"
CLASSED_BY = "ClassedBy"
CARRIES = "Carries"
CALLS_AT = "CallsAt"
DEPLOYED_ON = "DeployedOn"

CONTAINER, BULK, GENERAL = "Container Ship", "Bulk Carrier", "General Cargo Ship"
CRUDE, PRODUCT, CHEMICAL = "Crude Oil Tanker", "Product Tanker", "Chemical Tanker"
LNG, RORO, CAR, REEFER = "LNG Carrier", "Ro-Ro Cargo Ship", "Car Carrier", "Reefer Ship"

TYPES = {  # vessel type: name prefix, earliest build year, gross tonnage range, cargoes
    CONTAINER: ("MV", 1998, (9000, 230000),
                ["Dry Containers", "Reefer Containers", "Dangerous Goods Containers"]),
    BULK: ("MV", 1996, (20000, 110000),
           ["Iron Ore", "Coal", "Grain", "Bauxite", "Soybeans", "Fertiliser", "Cement"]),
    GENERAL: ("MV", 1996, (4000, 20000),
              ["Steel Coils", "Timber", "Project Cargo", "Bagged Rice", "Cement"]),
    CRUDE: ("MT", 1998, (40000, 160000), ["Crude Oil", "Fuel Oil"]),
    PRODUCT: ("MT", 1998, (11000, 45000), ["Diesel", "Gasoline", "Jet Fuel", "Naphtha"]),
    CHEMICAL: ("MT", 1998, (5000, 30000),
               ["Methanol", "Caustic Soda", "Palm Oil", "Sulphuric Acid", "Naphtha"]),
    LNG: ("LNG", 2004, (90000, 130000), ["Liquefied Natural Gas"]),
    RORO: ("MV", 1996, (15000, 60000), ["Trucks", "Trailers", "Heavy Machinery", "New Cars"]),
    CAR: ("MV", 1998, (45000, 75000), ["New Cars", "Trucks", "Heavy Machinery"]),
    REEFER: ("MV", 1996, (5000, 15000),
             ["Bananas", "Citrus Fruit", "Frozen Fish", "Frozen Meat"]),
}  # fmt: skip
CITIES = {  # city: its country
    "Panama City": "Panama", "Monrovia": "Liberia", "Majuro": "Marshall Islands",
    "Valletta": "Malta", "Nassau": "Bahamas", "Limassol": "Cyprus", "Funchal": "Portugal",
    "Piraeus": "Greece", "Athens": "Greece", "Bergen": "Norway", "Oslo": "Norway",
    "Ulsteinvik": "Norway", "Copenhagen": "Denmark", "Esbjerg": "Denmark",
    "Hamburg": "Germany", "Bremen": "Germany", "Bremerhaven": "Germany",
    "Flensburg": "Germany", "Rotterdam": "Netherlands", "London": "United Kingdom",
    "Felixstowe": "United Kingdom", "Southampton": "United Kingdom", "Tokyo": "Japan",
    "Kobe": "Japan", "Imabari": "Japan", "Nagasaki": "Japan", "Kure": "Japan",
    "Shanghai": "China", "Tianjin": "China", "Ningbo": "China", "Shenzhen": "China",
    "Dalian": "China", "Nantong": "China", "Zhoushan": "China", "Beijing": "China",
    "Busan": "South Korea", "Ulsan": "South Korea", "Geoje": "South Korea",
    "Mokpo": "South Korea", "Genoa": "Italy", "Naples": "Italy", "Marseille": "France",
    "Le Havre": "France", "Mumbai": "India", "Kochi": "India", "Gothenburg": "Sweden",
    "Valparaiso": "Chile", "Guayaquil": "Ecuador", "Callao": "Peru", "Manzanillo": "Mexico",
    "Santos": "Brazil", "Montevideo": "Uruguay", "Melbourne": "Australia",
    "Sydney": "Australia", "Dubai": "United Arab Emirates", "Jeddah": "Saudi Arabia",
    "Colombo": "Sri Lanka", "Antwerp": "Belgium", "Valencia": "Spain", "Algeciras": "Spain",
    "Gdansk": "Poland", "Split": "Croatia", "Rijeka": "Croatia", "Kotor": "Montenegro",
    "Haiphong": "Vietnam", "Manila": "Philippines", "Cebu": "Philippines",
    "Subic": "Philippines", "Istanbul": "Turkey", "Rauma": "Finland", "Odesa": "Ukraine",
    "Los Angeles": "United States", "Oakland": "United States", "Seattle": "United States",
    "New York": "United States", "Savannah": "United States", "Durban": "South Africa",
    "Mombasa": "Kenya", "Johor Bahru": "Malaysia",
}  # fmt: skip
FLAGS = {  # flag state: its registry cities (a vessel's home port is one of them)
    "Panama": ["Panama City"], "Liberia": ["Monrovia"], "Marshall Islands": ["Majuro"],
    "Malta": ["Valletta"], "Bahamas": ["Nassau"], "Cyprus": ["Limassol"],
    "Portugal": ["Funchal"], "Greece": ["Piraeus"], "Norway": ["Bergen", "Oslo"],
    "Denmark": ["Copenhagen", "Esbjerg"], "Germany": ["Hamburg", "Bremen"],
    "Netherlands": ["Rotterdam"], "United Kingdom": ["London"], "Japan": ["Tokyo", "Kobe"],
    "China": ["Shanghai", "Tianjin"], "South Korea": ["Busan"], "Italy": ["Genoa", "Naples"],
    "France": ["Marseille"], "India": ["Mumbai"], "Sweden": ["Gothenburg"],
    "Chile": ["Valparaiso"], "Ecuador": ["Guayaquil"], "Australia": ["Melbourne"],
    "United Arab Emirates": ["Dubai"],
}  # fmt: skip
OPEN_REGISTRIES = {"Panama": 25, "Liberia": 22, "Marshall Islands": 18, "Malta": 10,
                   "Bahamas": 7, "Cyprus": 5, "Portugal": 3}  # fmt: skip
HOME_FLAG = {"Japan": 0.6, "China": 0.7, "South Korea": 0.55, "India": 0.7,
             "Greece": 0.35}  # fmt: skip
PORTS = {  # port: its city
    "Port of Rotterdam": "Rotterdam", "Port of Hamburg": "Hamburg",
    "Port of Antwerp": "Antwerp", "Port of Felixstowe": "Felixstowe",
    "Seine Estuary Terminal": "Le Havre", "Weser Container Terminal": "Bremerhaven",
    "Port of Gdansk": "Gdansk", "Kattegat Gateway Port": "Gothenburg",
    "Port of Piraeus": "Piraeus", "Port of Genoa": "Genoa", "Port of Valencia": "Valencia",
    "Strait Gateway Terminal": "Algeciras", "Fos Gulf Terminal": "Marseille",
    "Gulf Gateway Port": "Dubai", "Port of Jeddah": "Jeddah", "Port of Colombo": "Colombo",
    "Arabian Sea Container Port": "Mumbai", "Johor Straits Port": "Johor Bahru",
    "Port of Shanghai": "Shanghai", "East China Sea Deepwater Port": "Ningbo",
    "Pearl River Delta Terminal": "Shenzhen", "Port of Tianjin": "Tianjin",
    "Port of Busan": "Busan", "Port of Kobe": "Kobe", "Tokyo Bay Container Terminal": "Tokyo",
    "Port of Haiphong": "Haiphong", "Port of Manila": "Manila",
    "Port of Los Angeles": "Los Angeles", "Port of Oakland": "Oakland",
    "Puget Sound Gateway": "Seattle", "Port of New York": "New York",
    "Port of Savannah": "Savannah", "Port of Balboa": "Panama City",
    "Port of Manzanillo": "Manzanillo", "Port of Callao": "Callao",
    "Port of Guayaquil": "Guayaquil", "Port of Valparaiso": "Valparaiso",
    "Port of Santos": "Santos", "Port of Montevideo": "Montevideo", "Port of Durban": "Durban",
    "Port of Mombasa": "Mombasa", "Botany Bay Terminal": "Sydney",
    "Port of Melbourne": "Melbourne",
}  # fmt: skip
REGION_PORTS = {  # port region: its ports
    "far east": ["Port of Shanghai", "East China Sea Deepwater Port",
                 "Pearl River Delta Terminal", "Port of Tianjin", "Port of Busan",
                 "Port of Kobe", "Tokyo Bay Container Terminal", "Port of Haiphong",
                 "Port of Manila", "Johor Straits Port"],
    "north europe": ["Port of Rotterdam", "Port of Hamburg", "Port of Antwerp",
                     "Port of Felixstowe", "Seine Estuary Terminal", "Weser Container Terminal",
                     "Port of Gdansk", "Kattegat Gateway Port"],
    "mediterranean": ["Port of Piraeus", "Port of Genoa", "Port of Valencia",
                      "Strait Gateway Terminal", "Fos Gulf Terminal"],
    "middle east": ["Gulf Gateway Port", "Port of Jeddah", "Port of Colombo",
                    "Arabian Sea Container Port"],
    "us west": ["Port of Los Angeles", "Port of Oakland", "Puget Sound Gateway"],
    "us east": ["Port of New York", "Port of Savannah"],
    "central america": ["Port of Balboa", "Port of Manzanillo"],
    "west south america": ["Port of Callao", "Port of Guayaquil", "Port of Valparaiso"],
    "east south america": ["Port of Santos", "Port of Montevideo"],
    "africa": ["Port of Durban", "Port of Mombasa"],
    "oceania": ["Botany Bay Terminal", "Port of Melbourne"],
}  # fmt: skip
TRADES = {  # container trade: the port regions its services call in, its services
    "Asia-North Europe": (["far east", "middle east", "north europe"],
                          ["Dragon Express", "Silk Route Loop", "Northern Lights Service"]),
    "Asia-Mediterranean": (["far east", "middle east", "mediterranean"],
                           ["Levant Pearl Service", "Phoenician Express"]),
    "Transpacific": (["far east", "us west"],
                     ["Golden Gate Express", "Pacific Bridge Loop", "Kuroshio Service"]),
    "Asia-US East Coast": (["far east", "central america", "us east"],
                           ["Canal Connector", "Atlantic Dragon Service"]),
    "Transatlantic": (["north europe", "us east"], ["Gulf Stream Express", "Hudson Loop"]),
    "Asia-Oceania": (["far east", "oceania"], ["Coral Sea Service", "Tasman Shuttle"]),
    "Asia-South America": (["far east", "central america", "west south america"],
                           ["Andean Express", "Humboldt Loop"]),
    "Asia-Africa": (["far east", "middle east", "africa"],
                    ["Savanna Express", "Cape Monsoon Service"]),
    "Intra-Asia": (["far east"], ["Straits Feeder", "Yellow Sea Shuttle"]),
    "Europe-South America": (["north europe", "mediterranean", "east south america"],
                             ["Rio de la Plata Express"]),
    "Mediterranean-Americas": (["mediterranean", "us east", "central america",
                                "west south america"], ["Columbus Loop"]),
}  # fmt: skip
SPECIAL_SERVICES = {  # service: its line, the vessel type it takes, its port regions
    "Ecuador Fruit Express": ("Banana Coast Reefers", REEFER,
                              ["west south america", "central america", "north europe"]),
    "Kattegat Ro-Ro Shuttle": ("Baltic Roro Link", RORO, ["north europe"]),
    "Auto Bridge Service": ("Rask Car Carriers", CAR, ["far east", "north europe"]),
}  # fmt: skip
ALLIANCES = ["Polaris Alliance", "Trident Alliance", "Ocean Compass Alliance"]
LINES = {  # line: head office city, founding year, fleet size, vessel types, alliance
    "Nordvik Container Line": ("Copenhagen", 1904, 13, {CONTAINER: 1}, "Polaris Alliance"),
    "Hellenic Blue Lines": ("Piraeus", 1952, 8, {CONTAINER: 6, BULK: 4}, ""),
    "Orient Pearl Shipping": ("Shanghai", 1961, 11, {CONTAINER: 1}, "Trident Alliance"),
    "Hanul Marine": ("Busan", 1976, 9, {CONTAINER: 1}, "Ocean Compass Alliance"),
    "Kaiun Sakura Line": ("Tokyo", 1885, 10, {CONTAINER: 6, CAR: 2, BULK: 2},
                          "Ocean Compass Alliance"),
    "Elbe Transatlantic": ("Hamburg", 1847, 10, {CONTAINER: 1}, "Trident Alliance"),
    "Ligure Mare Lines": ("Genoa", 1935, 8, {CONTAINER: 1}, "Polaris Alliance"),
    "Cobalt Star Line": ("Marseille", 1978, 8, {CONTAINER: 1}, ""),
    "Andes Pacific Navigation": ("Valparaiso", 1872, 7, {CONTAINER: 5, REEFER: 2},
                                 "Trident Alliance"),
    "Arabian Gulf Container Line": ("Dubai", 1976, 7, {CONTAINER: 1},
                                    "Ocean Compass Alliance"),
    "Aegean Bulk Carriers": ("Piraeus", 1989, 8, {BULK: 5, GENERAL: 1}, ""),
    "Thalassa Tankers": ("Athens", 1998, 7, {CRUDE: 5, PRODUCT: 4, CHEMICAL: 1}, ""),
    "Bergen Reefer Company": ("Bergen", 1927, 5, {REEFER: 1}, ""),
    "Fjordgas Shipping": ("Oslo", 2003, 5, {LNG: 1}, ""),
    "Southern Cross Bulk": ("Melbourne", 1995, 6, {BULK: 1}, ""),
    "Rask Car Carriers": ("Oslo", 1952, 6, {CAR: 4, RORO: 1}, ""),
    "Baltic Roro Link": ("Gothenburg", 1968, 5, {RORO: 1}, ""),
    "Ganges Tanker Corporation": ("Mumbai", 1961, 6, {CRUDE: 2, PRODUCT: 3}, ""),
    "Rotterdam Chemical Shipping": ("Rotterdam", 1983, 6, {CHEMICAL: 4, PRODUCT: 1}, ""),
    "Banana Coast Reefers": ("Guayaquil", 1971, 5, {REEFER: 1}, ""),
}  # fmt: skip
ADJECTIVES = ["Northern", "Southern", "Eastern", "Western", "Atlantic", "Pacific", "Aegean",
              "Nordic", "Golden", "Silver", "Blue", "Crimson", "Ocean", "Coral", "Arctic",
              "Tropical", "Royal", "Bright", "Grand", "Emerald"]  # fmt: skip
NOUNS = ["Star", "Spirit", "Pioneer", "Harmony", "Voyager", "Horizon", "Trader", "Venture",
         "Dawn", "Glory", "Wave", "Breeze", "Pride", "Explorer", "Navigator", "Endeavour",
         "Crest", "Mariner", "Falcon", "Phoenix"]  # fmt: skip
STARS = ["Antares", "Vega", "Sirius", "Rigel", "Altair", "Deneb", "Capella", "Arcturus",
         "Aldebaran", "Betelgeuse", "Procyon", "Spica", "Regulus", "Canopus", "Mizar",
         "Bellatrix"]  # fmt: skip
NAMING = {  # line: how it names its vessels, the brand word, the words it draws from
    "Nordvik Container Line": ("family", "Nordvik",
                               ["Karen", "Sofie", "Ingrid", "Maren", "Astrid", "Freja",
                                "Helle", "Kirsten", "Signe", "Ida", "Lotte", "Mette",
                                "Birgit", "Agnete", "Ellen", "Gudrun", "Dorthe", "Hanne"]),
    "Hellenic Blue Lines": ("person", "", []),
    "Orient Pearl Shipping": ("brand", "Orient",
                              ["Jade", "Pearl", "Amber", "Ruby", "Sapphire", "Opal",
                               "Topaz", "Garnet", "Onyx", "Emerald", "Agate", "Jasper",
                               "Beryl", "Quartz", "Coral"]),
    "Hanul Marine": ("brand", "Hanul",
                     ["Busan", "Seoul", "Ulsan", "Incheon", "Jeju", "Daegu", "Gwangju",
                      "Pohang", "Yeosu", "Mokpo", "Gunsan", "Sokcho", "Tongyeong"]),
    "Kaiun Sakura Line": ("maru", "",
                          ["Sakura", "Hikari", "Asahi", "Fuji", "Kaede", "Tsubaki",
                           "Kirishima", "Hayate", "Mizuho", "Kotobuki", "Shinsei", "Hoyo",
                           "Akebono", "Kasuga"]),
    "Elbe Transatlantic": ("express", "",
                           ["Santos", "Valparaiso", "Shanghai", "Kobe", "Houston", "Montreal",
                            "Colombo", "Genoa", "Durban", "Tokyo", "Seattle", "Manila",
                            "Callao", "Jakarta"]),
    "Ligure Mare Lines": ("descriptive", "", []),
    "Cobalt Star Line": ("brand", "Cobalt", STARS),
    "Andes Pacific Navigation": ("brand", "Andes",
                                 ["Aconcagua", "Osorno", "Villarrica", "Tupungato",
                                  "Licancabur", "Parinacota", "Lanin", "Tronador",
                                  "Llaima", "Calbuco"]),
    "Arabian Gulf Container Line": ("brand", "Al",
                                    ["Dana", "Rayyan", "Nawras", "Safina", "Bahar",
                                     "Jazira", "Najm", "Qamar", "Sahel", "Wadi"]),
    "Aegean Bulk Carriers": ("person", "", []),
    "Thalassa Tankers": ("descriptive", "", []),
    "Bergen Reefer Company": ("descriptive", "", []),
    "Fjordgas Shipping": ("brand", "", STARS),
    "Southern Cross Bulk": ("descriptive", "", []),
    "Rask Car Carriers": ("family", "Rask",
                          ["Solveig", "Tove", "Liv", "Randi", "Sigrid", "Gunhild", "Ragnhild",
                           "Berit", "Turid", "Eldrid"]),
    "Baltic Roro Link": ("brand", "Baltic",
                         ["Swan", "Eider", "Tern", "Gannet", "Kittiwake", "Fulmar", "Puffin",
                          "Curlew", "Plover", "Osprey"]),
    "Ganges Tanker Corporation": ("descriptive", "", []),
    "Rotterdam Chemical Shipping": ("descriptive", "", []),
    "Banana Coast Reefers": ("descriptive", "", []),
}  # fmt: skip
SHIPYARDS = {  # shipyard: its city, the vessel types it builds
    "Hanbit Heavy Industries": ("Ulsan", [CONTAINER, CRUDE, LNG, CAR]),
    "Geoje Ocean Shipbuilding": ("Geoje", [CONTAINER, LNG, CRUDE]),
    "Mokpo Marine Works": ("Mokpo", [PRODUCT, CHEMICAL, BULK]),
    "Akanemaru Shipbuilding": ("Imabari", [BULK, GENERAL, CONTAINER, CAR]),
    "Nishikaze Dockyard": ("Nagasaki", [LNG, CAR, CRUDE]),
    "Kure Seaside Yard": ("Kure", [BULK, PRODUCT, CRUDE]),
    "Jinhai Shipbuilding": ("Shanghai", [CONTAINER, BULK, CAR, LNG]),
    "Bohai Star Shipyard": ("Dalian", [CRUDE, BULK, CONTAINER]),
    "Yangtze Pearl Heavy Industries": ("Nantong", [BULK, CONTAINER, GENERAL, CHEMICAL]),
    "Zhoushan Blue Ocean Shipyard": ("Zhoushan", [PRODUCT, CHEMICAL, BULK, REEFER]),
    "Baltic Amber Shipyard": ("Gdansk", [RORO, CHEMICAL, GENERAL]),
    "Adriatic Keel Works": ("Split", [CHEMICAL, PRODUCT, CAR, GENERAL]),
    "Red River Shipbuilding": ("Haiphong", [BULK, GENERAL, CONTAINER]),
    "Subic Bay Marine Yard": ("Subic", [BULK, CONTAINER]),
    "Tuzla Crescent Shipyard": ("Istanbul", [CHEMICAL, PRODUCT, GENERAL]),
    "Rauma Northern Yards": ("Rauma", [RORO, REEFER]),
    "Nordstern Werft": ("Flensburg", [RORO, REEFER, GENERAL]),
    "Sunnmore Fjord Yard": ("Ulsteinvik", [REEFER, RORO, LNG]),
    "Malabar Coast Shipyard": ("Kochi", [PRODUCT, BULK, GENERAL]),
}  # fmt: skip
SOCIETIES = {  # classification society: its head office city, the countries it favours
    "Meridian Register of Shipping": ("London", ["United Kingdom", "Australia", "India"]),
    "Nordic Veritas": ("Oslo", ["Norway", "Denmark", "Sweden", "Finland"]),
    "Hanseatic Classification Society": ("Hamburg", ["Germany", "Netherlands", "Poland"]),
    "Kaiyo Kyokai Register": ("Tokyo", ["Japan", "Philippines"]),
    "Hellenic Ship Register": ("Piraeus", ["Greece", "Cyprus"]),
    "Donghae Classification Society": ("Busan", ["South Korea"]),
    "Huanghai Classification Society": ("Beijing", ["China", "Vietnam"]),
    "Atlantic Bureau of Shipping": ("New York", ["United States", "Chile", "Ecuador",
                                                 "United Arab Emirates"]),
    "Tyrrhenian Register": ("Naples", ["Italy", "France", "Croatia", "Turkey"]),
}  # fmt: skip
ACADEMIES = {  # maritime academy: its city
    "Aegean Merchant Marine Academy": "Piraeus", "Visayas Maritime Academy": "Cebu",
    "Manila Bay Nautical College": "Manila", "Bombay Nautical Institute": "Mumbai",
    "Black Sea Navigation Academy": "Odesa", "Adriatic Nautical School": "Rijeka",
    "Pomeranian Maritime Academy": "Gdansk", "Bosphorus Maritime Faculty": "Istanbul",
    "Solent Nautical College": "Southampton", "Hamburg School of Navigation": "Hamburg",
    "Hordaland Nautical College": "Bergen", "Jutland Navigation School": "Esbjerg",
    "Korea Straits Maritime College": "Busan", "Setonaikai Maritime School": "Kobe",
    "Liaodong Maritime Institute": "Dalian", "Boka Bay Maritime School": "Kotor",
    "Maas Estuary Maritime Institute": "Rotterdam",
}  # fmt: skip
SEAFARERS = {  # nationality: how often captains hired abroad have it, relatively
    "Philippines": 20, "India": 15, "Ukraine": 10, "China": 9, "Greece": 8, "Poland": 7,
    "Croatia": 6, "Turkey": 5, "South Korea": 5, "United Kingdom": 4, "Germany": 4,
    "Norway": 4, "Japan": 4, "Netherlands": 3, "Denmark": 3, "Montenegro": 2,
}  # fmt: skip
HOME_CREW = {"Greece": 0.55, "Japan": 0.5, "China": 0.7, "South Korea": 0.6, "India": 0.75,
             "Norway": 0.35, "Denmark": 0.35, "Germany": 0.3, "Netherlands": 0.35}  # fmt: skip
POOL = {  # nationality: its name pool
    "Philippines": "ph", "India": "in", "Ukraine": "ua", "China": "cn", "Greece": "gr",
    "Poland": "pl", "Croatia": "hr", "Montenegro": "hr", "Turkey": "tr", "South Korea": "kr",
    "United Kingdom": "en", "Germany": "de", "Norway": "nord", "Denmark": "nord",
    "Japan": "jp", "Netherlands": "nl",
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "gr": (["Georgios", "Dimitrios", "Konstantinos", "Ioannis", "Nikolaos", "Panagiotis",
            "Vasileios", "Christos", "Athanasios", "Eleni", "Maria", "Stavros", "Spyros",
            "Kostas", "Andreas", "Michalis"],
           ["Papadakis", "Vlachos", "Georgiou", "Papadopoulos", "Nikolaidis", "Antonopoulos",
            "Stavridis", "Kyriakou", "Laskaris", "Markou", "Dimitriou", "Chatzis", "Mavros",
            "Economou", "Theodorou", "Angelakis"]),
    "ph": (["Jose", "Ramon", "Eduardo", "Rogelio", "Antonio", "Ricardo", "Manuel", "Arnel",
            "Rey", "Danilo", "Romeo", "Noel", "Ernesto", "Joel", "Marlon", "Edgardo"],
           ["Santos", "Reyes", "Cruz", "Bautista", "Garcia", "Mendoza", "Villanueva",
            "Dela Cruz", "Ramos", "Castillo", "Navarro", "Pascual", "Domingo", "Salazar",
            "Aguilar", "Manalo"]),
    "in": (["Rajesh", "Sanjay", "Vikram", "Anil", "Suresh", "Arjun", "Rahul", "Manoj",
            "Pradeep", "Deepak", "Kiran", "Naveen", "Ashok", "Harish", "Ravi"],
           ["Sharma", "Nair", "Menon", "Pillai", "Iyer", "Singh", "Rao", "Patil", "Desai",
            "Kulkarni", "Chatterjee", "Fernandes", "Reddy", "Joshi", "Kapoor"]),
    "ua": (["Oleksandr", "Andriy", "Serhiy", "Dmytro", "Volodymyr", "Mykola", "Yuriy", "Ihor",
            "Vitaliy", "Oleh", "Bohdan", "Taras", "Roman", "Pavlo"],
           ["Kovalenko", "Shevchenko", "Bondarenko", "Tkachenko", "Kravchenko", "Melnyk",
            "Boyko", "Moroz", "Lysenko", "Marchenko", "Savchenko", "Rudenko", "Petrenko",
            "Kovalchuk"]),
    "cn": (["Wei", "Jun", "Hao", "Lei", "Ming", "Qiang", "Jian", "Bo", "Tao", "Yong", "Gang",
            "Peng", "Xin", "Chao"],
           ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu", "Xu",
            "Sun", "Ma", "Zhu"]),
    "hr": (["Ivan", "Marko", "Ante", "Josip", "Tomislav", "Luka", "Nikola", "Goran", "Zoran",
            "Dario", "Mario", "Stjepan", "Petar", "Milan"],
           ["Horvat", "Kovacevic", "Babic", "Maric", "Juric", "Novak", "Vukovic", "Radic",
            "Petrovic", "Matic", "Bozic", "Peric", "Lukic", "Vidovic"]),
    "pl": (["Piotr", "Krzysztof", "Tomasz", "Pawel", "Marcin", "Michal", "Grzegorz", "Jakub",
            "Adam", "Lukasz", "Wojciech", "Marek", "Rafal", "Dariusz"],
           ["Nowak", "Kowalski", "Wisniewski", "Wojcik", "Kaminski", "Lewandowski",
            "Zielinski", "Szymanski", "Wozniak", "Dabrowski", "Kozlowski", "Jankowski",
            "Mazur", "Krawczyk"]),
    "tr": (["Mehmet", "Mustafa", "Ahmet", "Ali", "Huseyin", "Hasan", "Ibrahim", "Murat",
            "Emre", "Burak", "Kemal", "Serkan", "Volkan", "Cem"],
           ["Yilmaz", "Kaya", "Demir", "Sahin", "Celik", "Yildiz", "Aydin", "Ozturk", "Arslan",
            "Dogan", "Kilic", "Aslan", "Cetin", "Korkmaz"]),
    "kr": (["Min-jun", "Seo-jun", "Ji-hoon", "Hyun-woo", "Dong-hyun", "Sung-min", "Jae-won",
            "Young-ho", "Sang-woo", "Kwang-soo", "Tae-yang", "Jin-ho"],
           ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han",
            "Shin"]),
    "en": (["James", "Robert", "David", "Andrew", "Richard", "Stephen", "Paul", "Mark",
            "Sarah", "Helen", "Ian", "Neil", "Graham", "Alistair"],
           ["Thompson", "Walker", "Harrison", "Mitchell", "Campbell", "Robertson", "Fraser",
            "Hughes", "Bennett", "Doyle", "Pearce", "Whitaker", "Sinclair", "Barclay"]),
    "de": (["Klaus", "Jurgen", "Stefan", "Thomas", "Frank", "Uwe", "Holger", "Dirk", "Jens",
            "Sven", "Matthias", "Kai", "Bernd", "Anke"],
           ["Schmidt", "Muller", "Schroder", "Petersen", "Wagner", "Becker", "Hoffmann",
            "Krause", "Brandt", "Lange", "Voss", "Kruger", "Fischer", "Wolff"]),
    "nl": (["Jan", "Pieter", "Hendrik", "Willem", "Maarten", "Joost", "Bas", "Ruud", "Sander",
            "Marco", "Erik", "Dirk"],
           ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit",
            "Meijer", "de Boer", "Mulder", "Bos", "Vos"]),
    "nord": (["Lars", "Erik", "Henrik", "Anders", "Morten", "Jesper", "Rune", "Torbjorn",
              "Nils", "Kjetil", "Jorgen", "Bjarne", "Ole", "Trond"],
             ["Johansen", "Larsen", "Olsen", "Nielsen", "Pedersen", "Andersen", "Kristiansen",
              "Halvorsen", "Solberg", "Haugen", "Lund", "Dahl", "Berg", "Moen"]),
    "jp": (["Hiroshi", "Takashi", "Kenji", "Makoto", "Satoshi", "Yuji", "Kazuo", "Tetsuya",
            "Shinji", "Akira", "Daisuke", "Masato", "Koji", "Naoki"],
           ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura",
            "Kobayashi", "Kato", "Yoshida", "Yamada", "Matsumoto", "Inoue"]),
}  # fmt: skip

MARITIME = Wordings(
    one_hop={
        (VESSEL_TYPE, True): ("what type of vessel is {x} ?", "what kind of ship is {x} ?",
                              "{x} is what sort of vessel ?"),
        (VESSEL_TYPE, False): ("which ships are of the type {x} ?", "name a {x} ?"),
        (OPERATED_BY, True): ("who operates {x} ?", "which shipping line runs {x} ?",
                              "{x} is operated by which company ?"),
        (OPERATED_BY, False): ("which vessels does {x} operate ?", "what ships are run by {x} ?",
                               "name a ship of {x} ?"),
        (FLAG, True): ("what flag does {x} fly ?", "which country is {x} flagged in ?",
                       "under which flag does {x} sail ?"),
        (FLAG, False): ("which ships fly the flag of {x} ?", "what vessels are flagged in {x} ?",
                        "name a ship sailing under the {x} flag ?"),
        (HOME_PORT, True): ("what is the home port of {x} ?", "where is {x} registered ?",
                            "what is {x}'s port of registry ?"),
        (HOME_PORT, False): ("which ships have {x} as their home port ?",
                             "what vessels are registered in {x} ?"),
        (BUILT_AT, True): ("which shipyard built {x} ?", "where was {x} built ?",
                           "{x} was constructed by which yard ?"),
        (BUILT_AT, False): ("which ships did {x} build ?", "what vessels were built at {x} ?",
                            "name a ship delivered by {x} ?"),
        (YEAR_BUILT, True): ("when was {x} built ?", "what year was {x} delivered ?",
                             "in which year was {x} completed ?"),
        (YEAR_BUILT, False): ("which ships were built in {x} ?",
                              "name a vessel delivered in {x} ?"),
        (TONNAGE, True): ("how many tons is {x} ?", "what is the gross tonnage of {x} ?",
                          "how big is {x} in gross tons ?"),
        (TONNAGE, False): ("which ship has a gross tonnage of {x} ?",),
        (COMMANDED_BY, True): ("who is the captain of {x} ?", "who commands {x} ?",
                               "who is the master of {x} ?"),
        (COMMANDED_BY, False): ("which ship does {x} command ?",
                                "what vessel is {x} the captain of ?",
                                "which ship is captain {x} in charge of ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "where is captain {x} from ?",
                              "which country is {x} a citizen of ?"),
        (NATIONALITY, False): ("which captains come from {x} ?",
                               "name a captain who is a citizen of {x} ?"),
        (TRAINED_AT, True): ("where did {x} train ?", "which academy did {x} attend ?",
                             "at which maritime school was {x} trained ?"),
        (TRAINED_AT, False): ("which captains graduated from {x} ?", "name an alumnus of {x} ?"),
        (LOCATED, True): ("where is {x} located ?", "which city is {x} in ?"),
        (LOCATED, False): ("what is located in {x} ?", "name a port, yard or academy in {x} ?"),
        (COUNTRY, True): ("which country is {x} in ?", "{x} is a city in which country ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?"),
        (HQ, True): ("where is {x} headquartered ?", "where is {x} based ?",
                     "which city is the head office of {x} in ?"),
        (HQ, False): ("which companies are headquartered in {x} ?",
                      "who has its head office in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?"),
        (FOUNDED, False): ("which lines were founded in {x} ?",
                           "what shipping company was established in {x} ?"),
        (ALLIANCE, True): ("which alliance is {x} a member of ?",
                           "what alliance does {x} belong to ?", "{x} is part of which alliance ?"),
        (ALLIANCE, False): ("which lines are members of the {x} ?", "who belongs to the {x} ?",
                            "name a carrier in the {x} ?"),
        (CLASSED_BY, True): ("which classification society is {x} classed with ?",
                             "who certifies {x} ?", "what is the class society of {x} ?"),
        (CLASSED_BY, False): ("which ships are classed by {x} ?",
                              "what vessels does {x} certify ?"),
        (CARRIES, True): ("what does {x} carry ?", "what cargo does {x} transport ?",
                          "which cargoes is {x} built for ?"),
        (CARRIES, False): ("which ships carry {x} ?", "what vessels transport {x} ?",
                           "name a ship that moves {x} ?"),
        (CALLS_AT, True): ("which ports does the {x} call at ?", "where does the {x} stop ?",
                           "what is the port rotation of the {x} ?"),
        (CALLS_AT, False): ("which services call at {x} ?", "what liner services stop at {x} ?",
                            "name a service that visits {x} ?"),
        (DEPLOYED_ON, True): ("which service is {x} deployed on ?", "what route does {x} sail ?",
                              "on which service does {x} run ?"),
        (DEPLOYED_ON, False): ("which ships are deployed on the {x} ?",
                               "what vessels sail the {x} ?", "name a ship on the {x} ?"),
    },
    two_hop={
        ((COMMANDED_BY, False), (OPERATED_BY, True)): (
            "which line operates the ship commanded by {x} ?",
            "who does captain {x} sail for ?",
            "which company runs the vessel {x} is master of ?"),
        ((HOME_PORT, True), (COUNTRY, True)): (
            "what country is the home port of {x} in ?",
            "in which country is {x}'s port of registry ?"),
        ((BUILT_AT, True), (LOCATED, True)): (
            "in which city was {x} built ?", "where is the yard that built {x} ?"),
        ((OPERATED_BY, True), (HQ, True)): (
            "where is the operator of {x} headquartered ?",
            "in which city is the company running {x} based ?"),
        ((OPERATED_BY, True), (ALLIANCE, True)): (
            "which alliance is the operator of {x} part of ?",
            "what alliance does {x}'s line belong to ?"),
        ((COMMANDED_BY, True), (NATIONALITY, True)): (
            "what nationality is the captain of {x} ?", "where is the master of {x} from ?",
            "which country does {x}'s captain come from ?"),
        ((COMMANDED_BY, True), (TRAINED_AT, True)): (
            "where did the captain of {x} train ?",
            "which academy did {x}'s master attend ?"),
        ((CALLS_AT, True), (LOCATED, True)): (
            "which cities does the {x} call at ?",
            "what cities are on the rotation of the {x} ?"),
        ((OPERATED_BY, False), (CARRIES, True)): (
            "what cargo do {x}'s ships carry ?", "what kinds of cargo does {x} transport ?"),
        ((DEPLOYED_ON, True), (CALLS_AT, True)): (
            "which ports does {x} call at ?", "where does {x} stop on its route ?"),
        ((BUILT_AT, False), (OPERATED_BY, True)): (
            "which lines operate ships built by {x} ?",
            "who runs the vessels delivered by {x} ?"),
        ((NATIONALITY, False), (COMMANDED_BY, False)): (
            "which ships have captains from {x} ?",
            "what vessels are commanded by someone from {x} ?"),
        ((HQ, True), (COUNTRY, True)): (
            "in which country is {x} headquartered ?", "what country is {x} based in ?"),
        ((FLAG, False), (OPERATED_BY, True)): (
            "which lines have ships flagged in {x} ?",
            "which companies fly the flag of {x} on their vessels ?"),
        ((CALLS_AT, False), (OPERATED_BY, True)): (
            "which lines call at {x} ?", "what shipping lines serve {x} ?"),
        ((CARRIES, False), (OPERATED_BY, True)): (
            "which lines ship {x} ?", "who operates the vessels that carry {x} ?"),
    },
    two_anchor=(
        ((OPERATED_BY, False), (FLAG, False),
         ("which vessel operated by {x} is flagged in {y} ?",
          "which of {x}'s ships fly the flag of {y} ?")),
        ((TRAINED_AT, False), (NATIONALITY, False),
         ("which captain from {y} trained at {x} ?",
          "name a graduate of {x} who is a citizen of {y} ?")),
        ((BUILT_AT, False), (VESSEL_TYPE, False),
         ("which {y} was built by {x} ?", "name a {y} delivered by {x} ?")),
        ((OPERATED_BY, False), (CLASSED_BY, False),
         ("which ships of {x} are classed by {y} ?", "what {x} vessels does {y} certify ?")),
        ((CALLS_AT, False), (OPERATED_BY, False),
         ("which service of {y} calls at {x} ?", "what {y} service stops at {x} ?")),
        ((CARRIES, False), (FLAG, False),
         ("which ship flagged in {y} carries {x} ?",
          "what vessels under the flag of {y} transport {x} ?")),
        ((YEAR_BUILT, False), (OPERATED_BY, False),
         ("which vessel of {y} was built in {x} ?",
          "what ship did {y} take delivery of in {x} ?")),
    ),
)  # fmt: skip


def maritime_kg(seed: int = 1) -> MadeUpKG:
    """A made-up merchant fleet: 79 cities in 44 countries, 43 ports, 19 shipyards, 9
    classification societies, 17 academies, 20 lines in 3 alliances, 25 services, about 150
    vessels and about 190 captains."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    facts += [(city, COUNTRY, country) for city, country in CITIES.items()]
    facts += [(port, LOCATED, city) for port, city in PORTS.items()]
    facts += [(yard, LOCATED, city) for yard, (city, _) in SHIPYARDS.items()]
    facts += [(academy, LOCATED, city) for academy, city in ACADEMIES.items()]
    facts += [(society, HQ, city) for society, (city, _) in SOCIETIES.items()]
    for line, (city, year, _, _, alliance) in LINES.items():
        facts += [(line, HQ, city), (line, FOUNDED, str(year))]
        if alliance:
            facts.append((line, ALLIANCE, alliance))

    services_of: dict[tuple[str, str], list[str]] = {}  # (line, vessel type): its services

    def run(service: str, line: str, kind: str, regions: list[str]) -> None:
        facts.append((service, OPERATED_BY, line))
        services_of.setdefault((line, kind), []).append(service)
        for region in regions:
            ports = REGION_PORTS[region]
            for port in rng.sample(ports, rng.randint(1, min(3, len(ports)))):
                facts.append((service, CALLS_AT, port))

    container_lines = [line for line, spec in LINES.items() if CONTAINER in spec[3]]
    trades = [(s, regions) for regions, names in TRADES.values() for s in names]
    rng.shuffle(trades)
    for i, (service, regions) in enumerate(trades):
        if i < len(container_lines):  # every container line runs at least one service
            line = container_lines[i]
        else:
            line = rng.choices(container_lines, [LINES[c][2] for c in container_lines])[0]
        run(service, line, CONTAINER, regions)
    for service, (line, kind, regions) in SPECIAL_SERVICES.items():
        run(service, line, kind, regions)

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    drawn: set[str] = set()

    def person(pool: str) -> str:
        name = drawers[pool]()
        while name in drawn:
            name = drawers[pool]()
        drawn.add(name)
        return name

    vessels: set[str] = set()

    def vessel_name(line: str, kind: str) -> str:
        habit, brand, words = NAMING[line]
        prefix = "MS" if habit == "express" else TYPES[kind][0]
        for _ in range(200):
            if habit == "person":
                core = person("gr")
            elif habit == "descriptive":
                core = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}"
            elif habit == "maru":
                core = f"{rng.choice(words)} Maru"
            elif habit == "express":
                core = f"{rng.choice(words)} Express"
            elif habit == "family":  # a woman's name and the family's
                core = f"{rng.choice(words)} {brand}"
            else:  # a brand and a word
                core = f"{brand} {rng.choice(words)}".strip()
            name = f"{prefix} {core}"
            if name not in vessels:
                vessels.add(name)
                return name
        raise ValueError(f"no vessel name left for {line}")

    yards, societies = sorted(SHIPYARDS), sorted(SOCIETIES)
    registries, weights = list(OPEN_REGISTRIES), list(OPEN_REGISTRIES.values())
    seafarers, shares = list(SEAFARERS), list(SEAFARERS.values())
    academies = sorted(ACADEMIES)
    captains: list[str] = []
    for line, (city, _, fleet, types, _) in LINES.items():
        home = CITIES[city]
        for _ in range(rng.randint(fleet - 2, fleet + 2)):
            kind = rng.choices(list(types), list(types.values()))[0]
            name = vessel_name(line, kind)
            _, earliest, (low, high), cargoes = TYPES[kind]
            tonnage = round(math.exp(rng.uniform(math.log(low), math.log(high))))
            facts += [(name, VESSEL_TYPE, kind), (name, OPERATED_BY, line),
                      (name, YEAR_BUILT, str(rng.randint(earliest, 2024))),
                      (name, TONNAGE, str(tonnage))]  # fmt: skip

            roll = rng.random()
            if home in FLAGS and roll < HOME_FLAG.get(home, 0.25):
                flag = home
            elif roll > 0.92:
                flag = rng.choice(sorted(FLAGS))
            else:
                flag = rng.choices(registries, weights)[0]
            facts += [(name, FLAG, flag), (name, HOME_PORT, rng.choice(FLAGS[flag]))]

            fit = [y for y in yards if kind in SHIPYARDS[y][1]]
            yard = rng.choices(fit, [4 if CITIES[SHIPYARDS[y][0]] == home else 1 for y in fit])[0]
            facts.append((name, BUILT_AT, yard))
            built = CITIES[SHIPYARDS[yard][0]]
            own = [s for s in societies if home in SOCIETIES[s][1]]
            local = [s for s in societies if built in SOCIETIES[s][1]]
            roll = rng.random()
            if own and roll < 0.35:
                classes = [rng.choice(own)]
            elif local and roll < 0.6:
                classes = [rng.choice(local)]
            else:
                classes = [rng.choice(societies)]
            if rng.random() < 0.08:
                classes.append(rng.choice([s for s in societies if s not in classes]))
            facts += [(name, CLASSED_BY, s) for s in classes]

            count = min(len(cargoes), rng.choice([1, 1, 2, 2, 3]))
            facts += [(name, CARRIES, cargo) for cargo in rng.sample(cargoes, count)]
            services = services_of.get((line, kind), [])
            if services and rng.random() < 0.85:
                facts.append((name, DEPLOYED_ON, rng.choice(services)))

            for _ in range(1 if rng.random() < 0.75 else 2):
                if home in POOL and rng.random() < HOME_CREW.get(home, 0.3):
                    citizen = home
                else:
                    citizen = rng.choices(seafarers, shares)[0]
                captain = person(POOL[citizen])
                captains.append(captain)
                facts += [(name, COMMANDED_BY, captain), (captain, NATIONALITY, citizen)]
                if rng.random() < 0.75:
                    there = [a for a in academies if CITIES[ACADEMIES[a]] == citizen]
                    school = rng.choice(there if there and rng.random() < 0.85 else academies)
                    facts.append((captain, TRAINED_AT, school))

    services_all = {s for _, names in TRADES.values() for s in names} | set(SPECIAL_SERVICES)
    kinds = [set(CITIES), set(CITIES.values()) | set(FLAGS) | set(POOL), set(PORTS),
             set(SHIPYARDS), set(SOCIETIES), set(ACADEMIES), set(LINES), set(ALLIANCES),
             services_all, vessels, set(captains), set(TYPES),
             {c for spec in TYPES.values() for c in spec[3]}]  # fmt: skip
    assert sum(map(len, kinds)) == len(set().union(*kinds)), "a name is shared by two kinds"
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("maritime", maritime_kg, MARITIME)
