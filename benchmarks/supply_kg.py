"""A manufacturing supply-chain KG of our own, made up for an unseen-KG check (written after the
football, library, music, hospital, company, travel, academia, geopolitics, cuisine, space,
art, software, ecology, maritime, pharma and law KGs, to check the rules they led to, and not
tuned on): products with made-up names ("Nimbus X2", "Crema Duo", "Carbon Sprint Disc") in
product lines and product categories (washing machines, refrigerators, power tools, e-bikes),
their launch years and lead engineers, the components they are built from (part numbers such
as "BRG-6204" or "PCB-A817", family names such as "Helix 36V battery pack", or parts made for
one line, "Nimbus control board"), the materials those are made of, their lead times in days
and unit costs in euros, the suppliers that make them (sectors, founding years, head counts,
certifications, the carriers they ship with), the plants that build the products (named after
their town, "Tessaro Plant", "Plant Pordenone-2"; annual capacities, head counts,
certifications, plant managers and staff), the warehouses and distribution centres the plants
ship to and the carriers that run them, the people working at the plants (job titles,
nationalities; drawn with `NameDrawer` from name pools of their country, mostly the plant's),
and the cities and countries all of these are in. Relation names are full IRIs as an
RDF-to-property-graph import writes them: most in a vocabulary of our own with a lowerCamelCase
fragment (`http://data.example.com/supply#suppliedBy`, `...#hasComponent`, `...#madeOf`,
`...#leadTimeDays`, `...#plantManager`, `...#isPartOf`), a few from schema.org with a
lowerCamelCase last path segment (`http://schema.org/location`, `.../foundingDate`,
`.../numberOfEmployees`, `.../nationality`, `.../jobTitle`, `.../addressCountry`). Five of the
twenty-four relations are also stored backwards under a name a person chose (`hasComponent` /
`isComponentOf`, `suppliedBy` / `supplies`, `manufactures` / `manufacturedAt`, `plantManager`
/ `manages`, `shipsTo` / `receivesFrom`), the others once; no types file.

`location` is said of plants, warehouses, suppliers and carriers alike (a city),
`certification` and `numberOfEmployees` of suppliers and plants alike, `foundingDate` of
suppliers and carriers alike; a city has its country as `addressCountry`, a person's
`nationality` is a country too. A product category fixes the kinds of part its products are
built from; each line is built at one or two plants of its category (a few of its models at a
second plant as well), and a line's models mostly share parts with one another and with other
lines of the kinds they need, a few parts made for the line alone. A part's supplier works in
the sector of its kind of part, about one part in three is dual-sourced, and it is made of one
or two materials of its kind. Some names share words with other entities: suppliers named
after a city ("Brno Elektromotory", "Ostrava Steel Pressings"), product lines named after a
material ("Carbon Sprint", "Titanium Edge") or a city ("Valencia Urban"), warehouses and
plants named after the same town ("Queretaro DC", "Queretaro Plant"). Some entities lack some
relations (a plant without a manager or a capacity, parts without a unit cost, suppliers
without a founding year or head count, warehouses run in-house). Founding years (1868 to
2016) and launch years (2009 to 2024) overlap; lead times (3 to 120 days), head counts (200
to 1,790, or 2,100 to 48,000), capacities (60,000 units a year and up) and unit costs (in
euros with cents) overlap neither years nor one another. Wordings were written before any run
and were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

SUPPLY = "http://data.example.com/supply#"
SCHEMA = "http://schema.org/"

HAS_COMPONENT = f"{SUPPLY}hasComponent"
SUPPLIED_BY = f"{SUPPLY}suppliedBy"
MADE_OF = f"{SUPPLY}madeOf"
MANUFACTURES = f"{SUPPLY}manufactures"
LEAD_TIME = f"{SUPPLY}leadTimeDays"
UNIT_COST = f"{SUPPLY}unitCostEur"
LOCATION = f"{SCHEMA}location"
COUNTRY = f"{SCHEMA}addressCountry"
FOUNDED = f"{SCHEMA}foundingDate"
CERTIFICATION = f"{SUPPLY}certification"
MANAGER = f"{SUPPLY}plantManager"
WORKS_AT = f"{SUPPLY}worksAt"
NATIONALITY = f"{SCHEMA}nationality"
JOB_TITLE = f"{SCHEMA}jobTitle"
SHIPS_TO = f"{SUPPLY}shipsTo"
OPERATED_BY = f"{SUPPLY}operatedBy"
SHIPS_VIA = f"{SUPPLY}shipsVia"
CATEGORY = f"{SUPPLY}productCategory"
PART_OF = f"{SUPPLY}isPartOf"
CAPACITY = f"{SUPPLY}annualCapacity"
EMPLOYEES = f"{SCHEMA}numberOfEmployees"
LAUNCHED = f"{SUPPLY}launchYear"
LEAD_ENGINEER = f"{SUPPLY}leadEngineer"
SECTOR = f"{SUPPLY}sector"

TWINS = {  # relation: the name a person chose for it stored backwards
    HAS_COMPONENT: f"{SUPPLY}isComponentOf",
    SUPPLIED_BY: f"{SUPPLY}supplies",
    MANUFACTURES: f"{SUPPLY}manufacturedAt",
    MANAGER: f"{SUPPLY}manages",
    SHIPS_TO: f"{SUPPLY}receivesFrom",
}

STAINLESS, CARBON_STEEL, CHROMOLY = "stainless steel", "carbon steel", "chromoly steel"
HARDENED, CAST_IRON, ALUMINIUM = "hardened steel", "cast iron", "aluminium"
ZINC, COPPER, BRASS, TITANIUM = "zinc alloy", "copper", "brass", "titanium"
ABS, PP, PC, NYLON = "ABS plastic", "polypropylene", "polycarbonate", "nylon"
EPDM, RUBBER, PVC = "EPDM rubber", "natural rubber", "PVC"
GLASS, GLASS_FIBRE, CARBON_FIBRE = "tempered glass", "glass fibre", "carbon fibre"
FR4, LI_ION, NEODYMIUM = "FR-4 laminate", "lithium-ion cells", "neodymium magnets"

BEARINGS, MOTORS = "bearings", "electric motors"
ELECTRONICS, BATTERIES = "electronics manufacturing", "batteries"
PLASTICS, SEALS = "plastic injection moulding", "rubber and seals"
STAMPING, CASTING = "sheet metal stamping", "die casting"
PUMPS, COMPRESSORS, GLASSWORKS = "pumps and valves", "compressors", "glass"
HEATING, FILTRATION = "heating elements", "filtration"
MACHINING, CYCLE, FRAMES = "precision machining", "bicycle components", "frames and tubing"

WASHERS, DISHWASHERS, FRIDGES = "washing machines", "dishwashers", "refrigerators"
VACUUMS, COFFEE, TOOLS = "vacuum cleaners", "coffee machines", "power tools"
MOWERS, CITY_BIKES, E_BIKES, ROAD_BIKES = "lawn mowers", "city bikes", "e-bikes", "road bikes"

PLANT_MANAGER, QUALITY, PROCESS = "plant manager", "quality engineer", "process engineer"
DESIGN, BUYER, PLANNER = "design engineer", "buyer", "logistics planner"
STAFF_TITLES = [QUALITY, PROCESS, DESIGN, BUYER, PLANNER]

ISO_9001, ISO_14001, ISO_45001 = "ISO 9001", "ISO 14001", "ISO 45001"
ISO_50001, IATF = "ISO 50001", "IATF 16949"
CLEANWORKS, SAFECELL = "CleanWorks Level 2", "SafeCell Battery Mark"
RECIRCLE = "ReCircle Gold"

CITIES = {  # city: its country
    "Gothenburg": "Sweden", "Jonkoping": "Sweden", "Nuremberg": "Germany",
    "Stuttgart": "Germany", "Schorndorf": "Germany", "Bielefeld": "Germany",
    "Hamburg": "Germany", "Duisburg": "Germany", "Ningbo": "China", "Shenzhen": "China",
    "Suzhou": "China", "Foshan": "China", "Shanghai": "China", "Hamamatsu": "Japan",
    "Nagoya": "Japan", "Osaka": "Japan", "Brno": "Czech Republic",
    "Ostrava": "Czech Republic", "Pilsen": "Czech Republic", "Treviso": "Italy",
    "Milan": "Italy", "Brescia": "Italy", "Pordenone": "Italy", "Tessaro": "Italy",
    "Changwon": "South Korea", "Suwon": "South Korea", "Eindhoven": "Netherlands",
    "Rotterdam": "Netherlands", "Venlo": "Netherlands", "Kaohsiung": "Taiwan",
    "Taichung": "Taiwan", "Changhua": "Taiwan", "Gyor": "Hungary", "Debrecen": "Hungary",
    "Pune": "India", "Chennai": "India", "Bursa": "Turkey", "Manisa": "Turkey",
    "Istanbul": "Turkey", "Poznan": "Poland", "Gdansk": "Poland", "Lodz": "Poland",
    "Wroclaw": "Poland", "Monterrey": "Mexico", "Queretaro": "Mexico", "Zaragoza": "Spain",
    "Valencia": "Spain", "Lyon": "France", "Orleans": "France", "Coventry": "United Kingdom",
    "Birmingham": "United Kingdom", "Kestrel": "United Kingdom", "Hai Phong": "Vietnam",
    "Binh Duong": "Vietnam", "Agueda": "Portugal", "Porto": "Portugal",
    "Louisville": "United States", "Memphis": "United States", "Columbus": "United States",
    "Timisoara": "Romania",
}  # fmt: skip
ASIA = {"China", "Japan", "South Korea", "Taiwan", "India", "Vietnam"}
AMERICAS = {"Mexico", "United States"}


def _region(city: str) -> str:
    """The trading region a city is in."""
    country = CITIES[city]
    return "Asia" if country in ASIA else "Americas" if country in AMERICAS else "Europe"


PLANTS = {  # plant: its town, the product categories it is fitted for
    "Tessaro Plant": ("Tessaro", [WASHERS, DISHWASHERS]),
    "Pordenone Plant": ("Pordenone", [FRIDGES, WASHERS]),
    "Plant Pordenone-2": ("Pordenone", [DISHWASHERS]),
    "Lodz Plant": ("Lodz", [WASHERS, FRIDGES]),
    "Wroclaw Assembly Plant": ("Wroclaw", [DISHWASHERS, VACUUMS]),
    "Schorndorf Works": ("Schorndorf", [TOOLS]),
    "Plant Brno-1": ("Brno", [TOOLS, MOWERS]),
    "Gyor Plant": ("Gyor", [VACUUMS, COFFEE]),
    "Manisa Plant": ("Manisa", [FRIDGES, WASHERS]),
    "Bursa Plant": ("Bursa", [COFFEE, DISHWASHERS]),
    "Agueda Bike Works": ("Agueda", [CITY_BIKES, E_BIKES]),
    "Taichung Plant": ("Taichung", [ROAD_BIKES, E_BIKES]),
    "Plant Changhua-2": ("Changhua", [ROAD_BIKES, CITY_BIKES]),
    "Suzhou Plant": ("Suzhou", [TOOLS, VACUUMS]),
    "Foshan Plant": ("Foshan", [COFFEE, FRIDGES]),
    "Binh Duong Plant": ("Binh Duong", [E_BIKES, CITY_BIKES]),
    "Pune Plant": ("Pune", [MOWERS, TOOLS]),
    "Monterrey Plant": ("Monterrey", [FRIDGES, WASHERS]),
    "Queretaro Plant": ("Queretaro", [MOWERS, DISHWASHERS]),
    "Louisville Assembly Plant": ("Louisville", [DISHWASHERS, FRIDGES]),
    "Jonkoping Plant": ("Jonkoping", [MOWERS]),
    "Timisoara Plant": ("Timisoara", [COFFEE, VACUUMS]),
    "Plant Kestrel-2": ("Kestrel", [TOOLS, MOWERS]),
}  # fmt: skip
BIKES = {CITY_BIKES, E_BIKES, ROAD_BIKES}
CAPACITY_RANGE = {  # product category: the range of a plant's yearly capacity, in 10,000s
    WASHERS: (30, 240), DISHWASHERS: (30, 180), FRIDGES: (30, 200), VACUUMS: (40, 240),
    COFFEE: (20, 150), TOOLS: (15, 120), MOWERS: (10, 80), CITY_BIKES: (6, 40),
    E_BIKES: (6, 30), ROAD_BIKES: (6, 25),
}  # fmt: skip
WAREHOUSES = {  # warehouse or distribution centre: its city
    "Venlo Distribution Centre": "Venlo", "Distribution Centre Duisburg": "Duisburg",
    "Hamburg North Warehouse": "Hamburg", "Milan Logistics Hub": "Milan",
    "Poznan DC": "Poznan", "Lyon Regional Warehouse": "Lyon",
    "Zaragoza Logistics Platform": "Zaragoza", "Coventry Distribution Centre": "Coventry",
    "Istanbul Logistics Hub": "Istanbul", "Memphis DC": "Memphis",
    "Columbus Fulfillment Center": "Columbus", "Queretaro DC": "Queretaro",
    "Shanghai Export Warehouse": "Shanghai", "Osaka Distribution Centre": "Osaka",
    "Kaohsiung Port Warehouse": "Kaohsiung",
}  # fmt: skip
CARRIERS = {  # carrier: its head office city
    "Transalpina Logistics": "Milan", "Baltic Freight Lines": "Gdansk",
    "Rotterdam Cargo Express": "Rotterdam", "Meridian Forwarding": "Hamburg",
    "Rapido Trasporti": "Treviso", "Danube Road Haulage": "Gyor",
    "Anatolia Express Lojistik": "Istanbul", "Pacific Bridge Shipping": "Shanghai",
    "Red River Freight": "Hai Phong", "Formosa Cargo": "Kaohsiung",
    "Western Ghats Logistics": "Pune", "Sierra Madre Freight": "Monterrey",
    "Bluegrass Freightways": "Louisville",
}  # fmt: skip
SUPPLIERS = {  # supplier: its city, its sector
    "Nordlys Bearings": ("Gothenburg", BEARINGS),
    "Kessler Walzlager": ("Nuremberg", BEARINGS),
    "Ningbo Orbit Bearing": ("Ningbo", BEARINGS),
    "Enshu Precision Bearings": ("Hamamatsu", BEARINGS),
    "Brno Elektromotory": ("Brno", MOTORS),
    "Volturno Motori": ("Treviso", MOTORS),
    "Changwon Drive Systems": ("Changwon", MOTORS),
    "Suzhou Jinli Motor": ("Suzhou", MOTORS),
    "Bielefeld Antriebe": ("Bielefeld", MOTORS),
    "Eindhoven Circuit Assembly": ("Eindhoven", ELECTRONICS),
    "Shenzhen Brightway Electronics": ("Shenzhen", ELECTRONICS),
    "Kaohsiung Boardtech": ("Kaohsiung", ELECTRONICS),
    "Debrecen EMS": ("Debrecen", ELECTRONICS),
    "Sahyadri Electronics": ("Pune", ELECTRONICS),
    "Han River Cells": ("Suwon", BATTERIES),
    "Voltacore Batteries": ("Ostrava", BATTERIES),
    "Shenzhen Everpower Battery": ("Shenzhen", BATTERIES),
    "Plastiform Bursa": ("Bursa", PLASTICS),
    "Poznan Polymer": ("Poznan", PLASTICS),
    "Foshan Hongda Plastics": ("Foshan", PLASTICS),
    "Plasticos del Norte": ("Monterrey", PLASTICS),
    "Stampi Brescia": ("Brescia", PLASTICS),
    "Levante Plasticos": ("Valencia", PLASTICS),
    "Gummiwerk Hartwig": ("Duisburg", SEALS),
    "Egeseal": ("Manisa", SEALS),
    "Chennai Rubber Products": ("Chennai", SEALS),
    "Formosa Tyre Company": ("Changhua", SEALS),
    "Ostrava Steel Pressings": ("Ostrava", STAMPING),
    "Treviso Lamiere": ("Treviso", STAMPING),
    "Gdansk Metalform": ("Gdansk", STAMPING),
    "Queretaro Metal Stamping": ("Queretaro", STAMPING),
    "Aluminium Valley Castings": ("Gyor", CASTING),
    "Zaragoza Fundicion": ("Zaragoza", CASTING),
    "Ningbo Yongxin Die Casting": ("Ningbo", CASTING),
    "Lyon Hydraulique": ("Lyon", PUMPS),
    "Pilsen Pump Company": ("Pilsen", PUMPS),
    "Vicentina Pompe": ("Brescia", PUMPS),
    "Kaltmann Kompressoren": ("Hamburg", COMPRESSORS),
    "Changwon Cooltech": ("Changwon", COMPRESSORS),
    "Lengfeng Compressor": ("Ningbo", COMPRESSORS),
    "Tessaro Frigotecnica": ("Tessaro", COMPRESSORS),
    "Vetreria Milanese": ("Milan", GLASSWORKS),
    "Anadolu Cam Sanayi": ("Bursa", GLASSWORKS),
    "Glasbruk Jonkoping": ("Jonkoping", GLASSWORKS),
    "Thermoflux": ("Stuttgart", HEATING),
    "Calorex Heating": ("Birmingham", HEATING),
    "Suzhou Redstone Heating": ("Suzhou", HEATING),
    "Clearweave Filtration": ("Orleans", FILTRATION),
    "Foshan Puri Filter": ("Foshan", FILTRATION),
    "Gearsmith Coventry": ("Coventry", MACHINING),
    "Deccan Gear Works": ("Pune", MACHINING),
    "Nagoya Haguruma": ("Nagoya", MACHINING),
    "Changhua Velo Parts": ("Changhua", CYCLE),
    "Taichung Precision Cycle": ("Taichung", CYCLE),
    "Agueda Componentes": ("Agueda", CYCLE),
    "Kaohsiung Chainworks": ("Kaohsiung", CYCLE),
    "Osaka Cycle Components": ("Osaka", CYCLE),
    "Carbonforge Composites": ("Taichung", FRAMES),
    "Reynoldsworth Tubing": ("Birmingham", FRAMES),
    "Hai Phong Alloy Frames": ("Hai Phong", FRAMES),
    "Porto Tubos": ("Porto", FRAMES),
}  # fmt: skip
AUTOMOTIVE = {BEARINGS, MOTORS, ELECTRONICS, CASTING, SEALS, STAMPING, MACHINING}

PART_KINDS = {  # kind of part: part-number prefix, noun, specs, materials, sectors,
    # lead time range (days), unit cost range (euros)
    "drum": ("DRM", "drum", ["7 kg ", "8 kg ", "10 kg "], [STAINLESS], [STAMPING],
             (20, 60), (18, 70)),
    "drive motor": ("MTR", "drive motor", ["inverter ", "1400 rpm "],
                    [COPPER, CARBON_STEEL, NEODYMIUM], [MOTORS], (30, 90), (28, 95)),
    "control board": ("PCB", "control board", ["", "touch "], [FR4, COPPER], [ELECTRONICS],
                      (45, 120), (6, 58)),
    "door seal": ("SEL", "door seal", [""], [EPDM], [SEALS], (10, 40), (2, 14)),
    "door gasket": ("GSK", "door gasket", [""], [PVC, EPDM], [SEALS], (10, 35), (3, 16)),
    "drain pump": ("PMP", "drain pump", ["30W ", "40W "], [PP, COPPER], [PUMPS], (20, 70),
                   (7, 25)),
    "vibration pump": ("VPM", "vibration pump", ["15 bar ", "19 bar "], [BRASS, PP], [PUMPS],
                       (20, 70), (9, 30)),
    "bearing": ("BRG", "ball bearing", ["sealed ", ""], [CARBON_STEEL, STAINLESS], [BEARINGS],
                (14, 75), (0.8, 12)),
    "compressor": ("CMP", "compressor", ["inverter ", "R600a "], [CAST_IRON, COPPER, CARBON_STEEL],
                   [COMPRESSORS], (40, 110), (55, 160)),
    "thermostat": ("THS", "thermostat", [""], [BRASS, ABS], [ELECTRONICS], (25, 80), (3, 18)),
    "glass shelf": ("GLS", "glass shelf", [""], [GLASS], [GLASSWORKS], (15, 45), (4, 19)),
    "fan motor": ("FAN", "fan motor", ["12V "], [COPPER, ABS], [MOTORS], (25, 80), (5, 22)),
    "spray arm": ("SPA", "spray arm", [""], [PP], [PLASTICS], (10, 35), (1.2, 6)),
    "dish rack": ("RCK", "dish rack", ["upper ", "lower "], [STAINLESS, NYLON], [STAMPING],
                  (15, 45), (6, 24)),
    "heating element": ("HTR", "heating element", ["1800W ", "2000W "], [STAINLESS], [HEATING],
                        (20, 60), (4, 21)),
    "boiler": ("BLR", "boiler", ["thermoblock ", ""], [STAINLESS, BRASS, ALUMINIUM],
               [HEATING, STAMPING], (25, 70), (12, 48)),
    "burr grinder": ("GRD", "burr grinder", ["conical ", "flat "], [HARDENED], [MACHINING],
                     (30, 90), (8, 32)),
    "housing": ("HSG", "housing", [""], [ABS, PC, NYLON], [PLASTICS], (20, 60), (2.5, 19)),
    "water tank": ("TNK", "water tank", ["1.8 l "], [PP, PC], [PLASTICS], (15, 45), (2, 9)),
    "suction motor": ("SMT", "suction motor", ["400W "], [COPPER, NEODYMIUM], [MOTORS],
                      (30, 90), (14, 55)),
    "HEPA filter": ("FLT", "HEPA filter", ["H13 "], [GLASS_FIBRE, PP], [FILTRATION], (10, 40),
                    (1.5, 9)),
    "brush roll": ("BRL", "brush roll", [""], [NYLON, ABS], [PLASTICS], (10, 40), (2, 11)),
    "battery pack": ("BAT", "battery pack", ["18V ", "36V ", "48V "], [LI_ION, ABS], [BATTERIES],
                     (30, 110), (35, 420)),
    "brushless motor": ("BLM", "brushless motor", ["18V ", "36V "],
                        [COPPER, NEODYMIUM, CARBON_STEEL], [MOTORS], (30, 90), (12, 48)),
    "gearbox": ("GBX", "gearbox", ["2-speed ", "planetary "], [CARBON_STEEL, ZINC, ALUMINIUM],
                [MACHINING, CASTING], (30, 100), (9, 38)),
    "keyless chuck": ("CHK", "keyless chuck", ["13 mm "], [CARBON_STEEL], [MACHINING],
                      (20, 60), (3, 14)),
    "mower blade": ("BLD", "mower blade", ["40 cm ", "46 cm "], [CARBON_STEEL], [STAMPING],
                    (15, 45), (3, 12)),
    "mower deck": ("DCK", "mower deck", [""], [PP, CARBON_STEEL], [PLASTICS, STAMPING],
                   (20, 60), (14, 55)),
    "wheel": ("WHL", "wheel", ["180 mm "], [PP, RUBBER], [PLASTICS], (10, 40), (1.5, 7)),
    "frame": ("FRM", "frame", [""], [ALUMINIUM, CARBON_FIBRE, CHROMOLY, TITANIUM], [FRAMES],
              (45, 120), (60, 900)),
    "fork": ("FRK", "fork", [""], [ALUMINIUM, CARBON_FIBRE, CHROMOLY], [FRAMES], (40, 110),
             (25, 320)),
    "chain": ("CHN", "chain", ["11-speed ", "8-speed "], [CARBON_STEEL, STAINLESS], [CYCLE],
              (20, 60), (6, 45)),
    "derailleur": ("DRL", "rear derailleur", ["11-speed ", ""], [ALUMINIUM, CARBON_STEEL],
                   [CYCLE], (30, 100), (18, 160)),
    "disc brake": ("BRK", "disc brake caliper", ["hydraulic ", ""], [ALUMINIUM],
                   [CYCLE, CASTING], (30, 90), (15, 120)),
    "hub motor": ("HUB", "hub motor", ["250W "], [ALUMINIUM, COPPER, NEODYMIUM], [MOTORS],
                  (40, 110), (90, 260)),
    "motor controller": ("CTL", "motor controller", ["36V "], [FR4, ALUMINIUM], [ELECTRONICS],
                         (45, 120), (25, 95)),
    "tyre": ("TYR", "tyre", ["700x28c ", "28x1.75 "], [RUBBER], [SEALS], (15, 50), (8, 40)),
}  # fmt: skip
BEARING_CODES = ["608", "626", "6000", "6001", "6002", "6201", "6202", "6203", "6204", "6205",
                 "6301", "6302", "6304", "6900", "6902"]  # fmt: skip
FAMILIES = ["Helix", "Vortex", "Orion", "Falco", "Stratos", "Kappa", "Lumen", "Ferro",
            "Quanta", "Sigma", "Arco", "Nova", "Boreal", "Kestrel", "Maestro", "Aquila",
            "Delta", "Pilot", "Tessera", "Cobra"]  # fmt: skip
OWN_PARTS = {"drum", "control board", "housing", "frame", "fork", "mower deck", "spray arm",
             "boiler", "water tank", "battery pack"}  # fmt: skip
"""Kinds of part a line may have made for itself alone (named after the line)."""
CATEGORY_PARTS = {  # product category: the kinds of part its products are built from
    # (the first three in every product)
    WASHERS: ["drum", "drive motor", "control board", "door seal", "drain pump", "bearing",
              "heating element"],
    DISHWASHERS: ["spray arm", "drain pump", "control board", "dish rack", "door seal",
                  "heating element"],
    FRIDGES: ["compressor", "thermostat", "door gasket", "glass shelf", "control board",
              "fan motor"],
    VACUUMS: ["suction motor", "HEPA filter", "housing", "brush roll", "battery pack",
              "bearing"],
    COFFEE: ["boiler", "vibration pump", "housing", "burr grinder", "water tank",
             "control board", "thermostat"],
    TOOLS: ["brushless motor", "battery pack", "housing", "gearbox", "keyless chuck",
            "bearing"],
    MOWERS: ["mower blade", "mower deck", "brushless motor", "battery pack", "wheel",
             "bearing"],
    CITY_BIKES: ["frame", "fork", "chain", "tyre", "bearing", "derailleur"],
    E_BIKES: ["frame", "hub motor", "battery pack", "motor controller", "fork", "disc brake",
              "chain", "tyre"],
    ROAD_BIKES: ["frame", "fork", "derailleur", "chain", "disc brake", "tyre", "bearing"],
}  # fmt: skip
LINES = {  # product line: its category, its models, the year its first model came out
    "Nimbus": (WASHERS, ["X2", "X3", "W7 Steam"], 2012),
    "AquaPure": (WASHERS, ["800", "1000", "1200 Eco"], 2009),
    "Serenity": (WASHERS, ["WM5", "WM7"], 2016),
    "Crystalline": (DISHWASHERS, ["D45", "D60", "D60 Silent"], 2011),
    "Brightwater": (DISHWASHERS, ["BW4", "BW6"], 2015),
    "Polaris": (FRIDGES, ["F300", "F450", "Duo 600"], 2010),
    "Frostline": (FRIDGES, ["FL2", "FL3 No Frost"], 2014),
    "Glacier": (FRIDGES, ["G1", "G2 Side-by-Side"], 2018),
    "Zephyr": (VACUUMS, ["V8", "V10 Cordless", "V12 Pet"], 2013),
    "Cyclo": (VACUUMS, ["C3", "C5"], 2017),
    "Crema": (COFFEE, ["Uno", "Duo", "Grande"], 2011),
    "Aurora": (COFFEE, ["A1", "A2 Milk"], 2019),
    "Titanium Edge": (TOOLS, ["TE18 Drill", "TE125 Grinder", "TE190 Saw"], 2014),
    "Torque": (TOOLS, ["T12 Drill Driver", "T18 Impact Driver"], 2010),
    "Greenstride": (MOWERS, ["GS40", "GS46 Self-Propelled"], 2012),
    "Meadow": (MOWERS, ["M32", "M38 Cordless"], 2017),
    "Valencia Urban": (CITY_BIKES, ["3", "7", "7 Step-Through"], 2013),
    "Piazza": (CITY_BIKES, ["P3", "P8"], 2016),
    "Voltaro": (E_BIKES, ["E5", "E7 Cargo", "E9 Trekking"], 2015),
    "Pulse": (E_BIKES, ["P1", "P2 Mountain"], 2019),
    "Carbon Sprint": (ROAD_BIKES, ["SL", "Disc", "Pro"], 2012),
    "Steelhead": (ROAD_BIKES, ["Classic", "Gravel"], 2009),
}  # fmt: skip
LINE_MATERIAL = {"Carbon Sprint": CARBON_FIBRE, "Steelhead": CHROMOLY}
"""Lines whose frame and fork are made for them alone, of the material they are named for."""
POOL = {  # nationality: its name pool
    "Italy": "it", "Poland": "pl", "Germany": "de", "Czech Republic": "cz", "Hungary": "hu",
    "Turkey": "tr", "Portugal": "pt", "Taiwan": "tw", "China": "cn", "Vietnam": "vn",
    "India": "in", "Mexico": "es", "Spain": "es", "United States": "en",
    "United Kingdom": "en", "Sweden": "sv", "Romania": "ro",
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["James", "Sarah", "David", "Emma", "Michael", "Rachel", "Andrew", "Claire",
            "Robert", "Helen", "Stephen", "Laura"],
           ["Whitaker", "Brennan", "Fletcher", "Hargreaves", "Lowry", "Mercer", "Pickering",
            "Sutton", "Thornton", "Walsh", "Yardley", "Coombs"]),
    "de": (["Markus", "Stefanie", "Thomas", "Katrin", "Andreas", "Claudia", "Matthias", "Anja",
            "Tobias", "Julia"],
           ["Becker", "Hoffmann", "Schreiber", "Wagner", "Krause", "Lehmann", "Neumann",
            "Schuster", "Fuchs", "Lorenz"]),
    "it": (["Luca", "Giulia", "Matteo", "Elena", "Davide", "Sara", "Andrea", "Federica",
            "Paolo", "Silvia"],
           ["Bernardi", "De Luca", "Fabbri", "Lombardi", "Moretti", "Pellegrini", "Rinaldi",
            "Santoro", "Vitale", "Zanetti"]),
    "pl": (["Tomasz", "Agnieszka", "Piotr", "Katarzyna", "Marcin", "Magdalena", "Krzysztof",
            "Joanna", "Pawel", "Ewa"],
           ["Nowak", "Kowalski", "Wisniewski", "Zielinski", "Szymanski", "Wozniak",
            "Kaczmarek", "Mazur", "Krawczyk", "Pawlak"]),
    "cz": (["Jan", "Petra", "Martin", "Lucie", "Jiri", "Tereza", "Ondrej", "Veronika", "Lukas",
            "Hana"],
           ["Novak", "Svoboda", "Dvorak", "Cerny", "Prochazka", "Kucera", "Vesely", "Horak",
            "Marek", "Pokorny"]),
    "hu": (["Gabor", "Eszter", "Laszlo", "Katalin", "Zoltan", "Anna", "Peter", "Zsofia",
            "Balazs", "Reka"],
           ["Nagy", "Kovacs", "Toth", "Szabo", "Horvath", "Varga", "Kiss", "Molnar", "Farkas",
            "Balogh"]),
    "ro": (["Andrei", "Ioana", "Mihai", "Elena", "Bogdan", "Alina", "Cristian", "Raluca",
            "Vlad", "Simona"],
           ["Popescu", "Ionescu", "Stoica", "Dumitru", "Constantin", "Marin", "Radu",
            "Munteanu", "Dobre", "Barbu"]),
    "tr": (["Mehmet", "Ayse", "Emre", "Zeynep", "Burak", "Elif", "Murat", "Selin", "Kerem",
            "Deniz"],
           ["Yilmaz", "Kaya", "Demir", "Sahin", "Celik", "Yildiz", "Aydin", "Ozturk", "Arslan",
            "Dogan"]),
    "pt": (["Joao", "Ana", "Miguel", "Ines", "Tiago", "Beatriz", "Rui", "Catarina", "Nuno",
            "Marta"],
           ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues",
            "Martins", "Sousa", "Almeida"]),
    "es": (["Alejandro", "Mariana", "Luis", "Gabriela", "Carlos", "Daniela", "Jorge",
            "Fernanda", "Ricardo", "Valeria"],
           ["Garcia", "Hernandez", "Martinez", "Lopez", "Gonzalez", "Ramirez", "Torres",
            "Flores", "Rivera", "Gutierrez"]),
    "sv": (["Erik", "Anna", "Johan", "Karin", "Magnus", "Sofia", "Lars", "Emma", "Anders",
            "Maja"],
           ["Lindgren", "Johansson", "Nilsson", "Berg", "Eklund", "Sandberg", "Holmqvist",
            "Wikstrom", "Lund", "Forsberg"]),
    "cn": (["Wei", "Jing", "Hao", "Xiaoyan", "Lei", "Fang", "Jun", "Min", "Tao", "Yan"],
           ["Zhang", "Wang", "Li", "Zhao", "Chen", "Wu", "Zhou", "Xu", "Sun", "Ma"]),
    "tw": (["Chih-hao", "Yi-ting", "Chia-hung", "Shu-fen", "Wen-chieh", "Mei-ling",
            "Tsung-han", "Hsiao-wen", "Jui-lin", "Pei-yu"],
           ["Lin", "Chen", "Huang", "Chang", "Lee", "Wang", "Wu", "Liu", "Tsai", "Yang"]),
    "vn": (["Minh", "Lan", "Tuan", "Huong", "Duc", "Thao", "Hung", "Mai", "Quang", "Linh"],
           ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang", "Bui", "Do", "Ngo"]),
    "in": (["Rahul", "Priya", "Arjun", "Neha", "Vikram", "Ananya", "Suresh", "Deepa",
            "Karthik", "Meera"],
           ["Sharma", "Patel", "Iyer", "Kulkarni", "Deshpande", "Reddy", "Joshi", "Rao",
            "Pillai", "Nair"]),
}  # fmt: skip

SUPPLY_CHAIN = Wordings(
    one_hop={
        (HAS_COMPONENT, True): ("which components does {x} have ?", "what parts go into {x} ?",
                                "list the components of {x} ?", "name a part used in {x} ?"),
        (HAS_COMPONENT, False): ("which products use {x} ?", "what is {x} used in ?",
                                 "{x} is a component of which products ?",
                                 "name a product that contains {x} ?"),
        (SUPPLIED_BY, True): ("who supplies {x} ?", "which supplier makes {x} ?",
                              "where do we source {x} from ?",
                              "{x} is supplied by which company ?"),
        (SUPPLIED_BY, False): ("what does {x} supply ?", "which parts come from {x} ?",
                               "list the components supplied by {x} ?",
                               "name a part we buy from {x} ?"),
        (MADE_OF, True): ("what is {x} made of ?", "which material is {x} made from ?",
                          "what material is used for {x} ?"),
        (MADE_OF, False): ("which components are made of {x} ?",
                           "what parts are made from {x} ?", "name a part made of {x} ?"),
        (MANUFACTURES, True): ("what does {x} manufacture ?", "which products are made at {x} ?",
                               "what is produced at {x} ?", "list the products built in {x} ?"),
        (MANUFACTURES, False): ("where is {x} manufactured ?", "which plant makes {x} ?",
                                "in which factory is {x} produced ?", "where is {x} built ?"),
        (LEAD_TIME, True): ("what is the lead time of {x} ?",
                            "how many days does it take to get {x} ?",
                            "how long is the lead time for {x} in days ?"),
        (LEAD_TIME, False): ("which components have a lead time of {x} days ?",
                             "what parts take {x} days to arrive ?"),
        (UNIT_COST, True): ("how much does {x} cost ?", "what is the unit cost of {x} ?",
                            "what is the price of one {x} in euros ?"),
        (UNIT_COST, False): ("which component costs {x} euros ?",
                             "what part has a unit cost of {x} eur ?"),
        (LOCATION, True): ("where is {x} located ?", "which city is {x} in ?",
                           "in what town is {x} ?", "where is {x} ?"),
        (LOCATION, False): ("what is located in {x} ?",
                            "which companies or sites are based in {x} ?",
                            "name something located in {x} ?"),
        (COUNTRY, True): ("which country is {x} in ?", "{x} is in what country ?",
                          "what country does the city of {x} belong to ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?",
                           "list the towns in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "in which year was {x} established ?",
                          "what is {x}'s founding year ?"),
        (FOUNDED, False): ("which companies were founded in {x} ?",
                           "what firm was established in {x} ?"),
        (CERTIFICATION, True): ("what certifications does {x} hold ?",
                                "which certificates has {x} got ?",
                                "which standards is {x} certified to ?"),
        (CERTIFICATION, False): ("who is certified to {x} ?",
                                 "which suppliers or plants hold {x} ?",
                                 "name a site with {x} certification ?"),
        (MANAGER, True): ("who manages {x} ?", "who is the plant manager of {x} ?",
                          "who runs {x} ?", "who is in charge of {x} ?"),
        (MANAGER, False): ("which plant does {x} manage ?",
                           "what site is {x} the plant manager of ?",
                           "what factory is {x} responsible for ?"),
        (WORKS_AT, True): ("where does {x} work ?", "which plant is {x} at ?",
                           "{x} works at which site ?"),
        (WORKS_AT, False): ("who works at {x} ?", "list the staff of {x} ?",
                            "name an employee of {x} ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "which country is {x} from ?",
                              "where does {x} come from ?"),
        (NATIONALITY, False): ("who is from {x} ?", "which employees are citizens of {x} ?",
                               "name a person with {x} citizenship ?"),
        (JOB_TITLE, True): ("what is {x}'s job title ?", "what does {x} do ?",
                            "what is {x}'s role ?"),
        (JOB_TITLE, False): ("who works as a {x} ?", "which people are {x}s ?", "name a {x} ?"),
        (SHIPS_TO, True): ("where does {x} ship to ?",
                           "which distribution centres does {x} ship to ?",
                           "where do goods from {x} go ?"),
        (SHIPS_TO, False): ("which plants ship to {x} ?", "where does {x} receive goods from ?",
                            "which factories deliver to {x} ?"),
        (OPERATED_BY, True): ("who operates {x} ?", "which logistics company runs {x} ?",
                              "{x} is operated by which carrier ?"),
        (OPERATED_BY, False): ("which warehouses does {x} operate ?", "what does {x} run ?",
                               "name a distribution centre operated by {x} ?"),
        (SHIPS_VIA, True): ("which carrier does {x} ship with ?",
                            "who transports {x}'s goods ?",
                            "what logistics firm does {x} use ?"),
        (SHIPS_VIA, False): ("which suppliers ship via {x} ?", "who uses {x} for transport ?",
                             "name a supplier that ships with {x} ?"),
        (CATEGORY, True): ("what category is {x} in ?", "what kind of product is {x} ?",
                           "what type of product is {x} ?"),
        (CATEGORY, False): ("which products are {x} ?", "list all {x} ?", "name some {x} ?",
                            "what {x} do we make ?"),
        (PART_OF, True): ("which product line is {x} part of ?",
                          "what range does {x} belong to ?", "what series is {x} in ?"),
        (PART_OF, False): ("which products are in the {x} line ?",
                           "what models belong to the {x} range ?", "list the {x} models ?"),
        (CAPACITY, True): ("what is the annual capacity of {x} ?",
                           "how many units can {x} make per year ?",
                           "what is {x}'s yearly output capacity ?"),
        (CAPACITY, False): ("which plant has a capacity of {x} units a year ?",
                            "what factory can produce {x} units per year ?"),
        (EMPLOYEES, True): ("how many employees does {x} have ?",
                            "how many people work at {x} ?", "what is {x}'s headcount ?"),
        (EMPLOYEES, False): ("which sites have {x} employees ?", "who employs {x} people ?"),
        (LAUNCHED, True): ("when was {x} launched ?", "in which year did {x} come out ?",
                           "what year was {x} released ?"),
        (LAUNCHED, False): ("which products were launched in {x} ?", "what came out in {x} ?",
                            "name a model released in {x} ?"),
        (LEAD_ENGINEER, True): ("who is the lead engineer of {x} ?", "who designed {x} ?",
                                "which engineer is responsible for {x} ?"),
        (LEAD_ENGINEER, False): ("which products is {x} the lead engineer on ?",
                                 "what did {x} design ?", "which models does {x} lead ?"),
        (SECTOR, True): ("what sector is {x} in ?", "what does {x} specialise in ?",
                         "what industry is {x} in ?"),
        (SECTOR, False): ("which suppliers work in {x} ?", "name a {x} supplier ?",
                          "who are our {x} suppliers ?"),
    },
    two_hop={
        ((HAS_COMPONENT, True), (SUPPLIED_BY, True)): (
            "which suppliers provide parts for {x} ?",
            "who supplies the components of {x} ?"),
        ((MANUFACTURES, False), (LOCATION, True)): (
            "in which city is {x} made ?",
            "in what town is the plant that builds {x} ?"),
        ((MANUFACTURES, False), (MANAGER, True)): (
            "who manages the plant that makes {x} ?",
            "who is the plant manager where {x} is built ?"),
        ((SUPPLIED_BY, True), (LOCATION, True)): (
            "where is the supplier of {x} based ?",
            "in which city is the company that supplies {x} ?"),
        ((LOCATION, True), (COUNTRY, True)): (
            "in which country is {x} ?", "what country is {x} located in ?"),
        ((HAS_COMPONENT, True), (MADE_OF, True)): (
            "what materials are used in {x} ?", "which materials go into {x} ?"),
        ((MADE_OF, False), (HAS_COMPONENT, False)): (
            "which products contain parts made of {x} ?",
            "what products use {x} components ?"),
        ((SUPPLIED_BY, False), (HAS_COMPONENT, False)): (
            "which products use parts from {x} ?", "what products depend on {x} ?"),
        ((MANUFACTURES, True), (CATEGORY, True)): (
            "what kinds of products does {x} make ?",
            "which product categories are built at {x} ?"),
        ((CATEGORY, False), (MANUFACTURES, False)): (
            "which plants make {x} ?", "where are {x} produced ?"),
        ((WORKS_AT, True), (LOCATION, True)): (
            "in which city does {x} work ?", "what town is {x}'s workplace in ?"),
        ((LEAD_ENGINEER, True), (WORKS_AT, True)): (
            "where does the lead engineer of {x} work ?",
            "at which plant is the designer of {x} based ?"),
        ((MANAGER, True), (NATIONALITY, True)): (
            "what nationality is the manager of {x} ?",
            "where is the plant manager of {x} from ?"),
        ((SHIPS_TO, True), (OPERATED_BY, True)): (
            "which carriers run the warehouses {x} ships to ?",
            "who operates the distribution centres supplied by {x} ?"),
        ((SHIPS_TO, False), (MANUFACTURES, True)): (
            "which products are shipped to {x} ?",
            "what goods reach {x} from its plants ?"),
        ((SUPPLIED_BY, True), (SHIPS_VIA, True)): (
            "which carrier ships {x} ?", "who transports {x} from its supplier ?"),
        ((COUNTRY, False), (LOCATION, False)): (
            "what companies or sites are located in {x} ?", "name a company or site in {x} ?"),
        ((PART_OF, False), (MANUFACTURES, False)): (
            "where is the {x} range made ?", "which plants build {x} models ?"),
        ((SECTOR, False), (LOCATION, True)): (
            "where are the {x} suppliers based ?",
            "in which cities are our {x} suppliers ?"),
        ((MANUFACTURES, False), (CERTIFICATION, True)): (
            "what certifications does the plant making {x} hold ?",
            "which standards is the factory that builds {x} certified to ?"),
    },
    two_anchor=(
        ((MANUFACTURES, True), (CATEGORY, False),
         ("which {y} are made at {x} ?", "what {y} does {x} produce ?")),
        ((SUPPLIED_BY, False), (MADE_OF, False),
         ("which {y} parts does {x} supply ?",
          "what components made of {y} come from {x} ?")),
        ((WORKS_AT, False), (JOB_TITLE, False),
         ("who is the {y} at {x} ?", "which {y}s work at {x} ?")),
        ((LOCATION, False), (CERTIFICATION, False),
         ("which sites in {x} hold {y} ?", "who in {x} is certified to {y} ?")),
        ((HAS_COMPONENT, False), (MANUFACTURES, True),
         ("which products made at {y} use {x} ?", "what does {y} build with {x} ?")),
        ((SECTOR, False), (LOCATION, False),
         ("which {x} suppliers are in {y} ?", "name a {x} company based in {y} ?")),
        ((PART_OF, False), (LAUNCHED, False),
         ("which {x} model came out in {y} ?", "what {x} product was launched in {y} ?")),
        ((NATIONALITY, False), (WORKS_AT, False),
         ("which employees of {y} are from {x} ?", "who at {y} is a citizen of {x} ?")),
        ((SHIPS_VIA, False), (LOCATION, False),
         ("which suppliers in {y} ship with {x} ?", "who in {y} uses {x} ?")),
        ((CATEGORY, False), (LAUNCHED, False),
         ("which {x} were launched in {y} ?", "what {x} came out in {y} ?")),
        ((SUPPLIED_BY, False), (HAS_COMPONENT, True),
         ("which parts of {y} does {x} supply ?", "what does {x} make for {y} ?")),
    ),
)  # fmt: skip


def supply_kg(seed: int = 1) -> MadeUpKG:
    """A made-up supply chain: 60 cities in 21 countries, 23 plants, 15 warehouses, 13
    carriers, 61 suppliers in 16 sectors, 22 product lines of 10 categories (54 products),
    about 140 parts of 37 kinds in 23 materials, and about 115 people at the plants."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    facts += [(city, COUNTRY, country) for city, country in CITIES.items()]

    carriers_in: dict[str, list[str]] = {}  # region: its carriers
    for carrier, city in CARRIERS.items():
        facts.append((carrier, LOCATION, city))
        if rng.random() < 0.92:
            facts.append((carrier, FOUNDED, str(rng.randint(1890, 2012))))
        carriers_in.setdefault(_region(city), []).append(carrier)

    warehouses_in: dict[str, list[str]] = {}  # region: its warehouses
    for warehouse, city in WAREHOUSES.items():
        facts.append((warehouse, LOCATION, city))
        region = _region(city)
        warehouses_in.setdefault(region, []).append(warehouse)
        if rng.random() < 0.8:
            nearby = carriers_in[region]
            local = [c for c in nearby if CITIES[CARRIERS[c]] == CITIES[city]]
            pick = local if local and rng.random() < 0.6 else nearby
            facts.append((warehouse, OPERATED_BY, rng.choice(pick)))

    def head_count(small: bool) -> str:
        """A head count: 200 to 1,790 (by tens) if `small`, else 2,100 to 48,000 (by
        hundreds)."""
        return str(10 * rng.randint(20, 179) if small else 100 * rng.randint(21, 480))

    suppliers_of: dict[str, list[str]] = {}  # sector: its suppliers
    carrier_regions = sorted(carriers_in)
    for supplier, (city, sector) in SUPPLIERS.items():
        facts += [(supplier, LOCATION, city), (supplier, SECTOR, sector)]
        suppliers_of.setdefault(sector, []).append(supplier)
        if rng.random() < 0.9:
            facts.append((supplier, FOUNDED, str(rng.randint(1868, 2016))))
        if rng.random() < 0.85:
            facts.append((supplier, EMPLOYEES, head_count(rng.random() < 0.45)))
        certificates = []
        if rng.random() < 0.85:
            certificates.append(ISO_9001)
        if sector in AUTOMOTIVE and rng.random() < 0.4:
            certificates.append(IATF)
        if rng.random() < 0.45:
            certificates.append(ISO_14001)
        if rng.random() < 0.2:
            certificates.append(ISO_45001)
        if sector == BATTERIES and rng.random() < 0.85:
            certificates.append(SAFECELL)
        if rng.random() < 0.12:
            certificates.append(RECIRCLE)
        facts += [(supplier, CERTIFICATION, c) for c in certificates]
        region = _region(city)
        shippers = [rng.choice(carriers_in[region])]
        if rng.random() < 0.3:
            other = region if rng.random() < 0.5 else rng.choice(carrier_regions)
            shippers.append(rng.choice(carriers_in[other]))
        facts += [(supplier, SHIPS_VIA, c) for c in dict.fromkeys(shippers)]

    plants_for: dict[str, list[str]] = {}  # product category: the plants fitted for it
    warehouse_regions = sorted(warehouses_in)
    for plant, (city, categories) in PLANTS.items():
        facts.append((plant, LOCATION, city))
        for category in categories:
            plants_for.setdefault(category, []).append(plant)
        low = max(CAPACITY_RANGE[c][0] for c in categories)
        high = max(CAPACITY_RANGE[c][1] for c in categories)
        if rng.random() < 0.92:
            facts.append((plant, CAPACITY, str(10000 * rng.randint(low, high))))
        if rng.random() < 0.92:
            facts.append((plant, EMPLOYEES, head_count(True)))
        certificates = [ISO_9001] if rng.random() < 0.95 else []
        for certificate, chance in ((ISO_14001, 0.65), (ISO_45001, 0.4), (ISO_50001, 0.25),
                                    (CLEANWORKS, 0.2)):  # fmt: skip
            if rng.random() < chance:
                certificates.append(certificate)
        facts += [(plant, CERTIFICATION, c) for c in certificates]
        region = _region(city)
        nearby = warehouses_in[region]
        targets = rng.sample(nearby, min(len(nearby), rng.randint(1, 3)))
        if rng.random() < 0.25:
            others = [r for r in warehouse_regions if r != region]
            targets.append(rng.choice(warehouses_in[rng.choice(others)]))
        facts += [(plant, SHIPS_TO, w) for w in targets]

    names: set[str] = set()
    variants: dict[str, list[str]] = {}  # kind of part: its parts shared across lines
    own: dict[tuple[str, str], str] = {}  # (line, kind of part): the part made for the line

    def part_facts(part: str, kind: str, material: str | None = None) -> None:
        """The materials, suppliers, lead time and unit cost of a new `part` of `kind`."""
        _, _, _, materials, sectors, (fastest, slowest), (cheapest, dearest) = PART_KINDS[kind]
        if material:
            facts.append((part, MADE_OF, material))
        else:
            count = 2 if len(materials) > 1 and rng.random() < 0.3 else 1
            facts.extend([(part, MADE_OF, m) for m in rng.sample(materials, count)])
        makers = [s for sector in sectors for s in suppliers_of[sector]]
        count = 2 if rng.random() < 0.35 else 1
        facts.extend([(part, SUPPLIED_BY, s) for s in rng.sample(makers, count)])
        if rng.random() < 0.92:
            facts.append((part, LEAD_TIME, str(rng.randint(max(3, fastest - 10), slowest))))
        if rng.random() < 0.88:
            facts.append((part, UNIT_COST, f"{rng.uniform(cheapest, dearest):.2f}"))

    def new_part(kind: str) -> str:
        """A part of `kind` shared across lines, named by part number or by family."""
        prefix, noun, specs, *_ = PART_KINDS[kind]
        while True:
            if rng.random() < 0.55:
                if kind == "bearing":
                    name = f"{prefix}-{rng.choice(BEARING_CODES)}"
                else:
                    letter = rng.choice(["", "", "A", "B", "C", "X"])
                    name = f"{prefix}-{letter}{rng.randint(100, 999)}"
            else:
                name = f"{rng.choice(FAMILIES)} {rng.choice(specs)}{noun}"
            if name not in names:
                break
        names.add(name)
        variants.setdefault(kind, []).append(name)
        part_facts(name, kind)
        return name

    def own_part(line: str, kind: str) -> str:
        """The part of `kind` made for `line` alone."""
        if (line, kind) not in own:
            name = f"{line} {PART_KINDS[kind][1]}"
            names.add(name)
            own[line, kind] = name
            part_facts(name, kind, LINE_MATERIAL.get(line))
        return own[line, kind]

    products: dict[str, tuple[str, list[str]]] = {}  # product: its category, its plants
    for line, (category, models, first) in LINES.items():
        kinds = CATEGORY_PARTS[category]
        forced = line in LINE_MATERIAL
        dedicated = [k for k in kinds if k in OWN_PARTS
                     and ((forced and k in ("frame", "fork")) or rng.random() < 0.2)]  # fmt: skip
        fitted = plants_for[category]
        home = rng.sample(fitted, min(len(fitted), rng.choice([1, 2])))
        year = first
        for index, model in enumerate(models):
            product = f"{line} {model}"
            facts += [(product, CATEGORY, category), (product, PART_OF, line)]
            if index:
                year = min(2024, year + rng.randint(1, 3))
            if rng.random() < 0.95:
                facts.append((product, LAUNCHED, str(year)))
            for position, kind in enumerate(kinds):
                if position >= 3 and rng.random() < 0.2:
                    continue
                if kind in dedicated:
                    part = own_part(line, kind)
                elif variants.get(kind) and rng.random() < 0.65:
                    part = rng.choice(variants[kind])
                else:
                    part = new_part(kind)
                facts.append((product, HAS_COMPONENT, part))
            made_at = [rng.choice(home)]
            if rng.random() < 0.3:
                made_at.append(rng.choice(fitted))
            made_at = list(dict.fromkeys(made_at))
            facts += [(plant, MANUFACTURES, product) for plant in made_at]
            products[product] = (category, made_at)
    for plant, (_, categories) in PLANTS.items():  # every plant builds something
        if not any(plant in made_at for _, made_at in products.values()):
            fitting = [p for p, (c, _) in products.items() if c in categories]
            product = rng.choice(fitting)
            facts.append((plant, MANUFACTURES, product))
            products[product][1].append(plant)

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    drawn: set[str] = set()
    nationalities = sorted(POOL)
    staff: dict[tuple[str, str], list[str]] = {}  # (plant, job title): its people

    def person(plant: str, title: str) -> str:
        """A new person with `title` at `plant`, mostly a citizen of the plant's country."""
        home = CITIES[PLANTS[plant][0]]
        citizen = home if rng.random() < 0.85 else rng.choice(nationalities)
        name = drawers[POOL[citizen]]()
        while name in drawn:
            name = drawers[POOL[citizen]]()
        drawn.add(name)
        facts.extend([(name, WORKS_AT, plant), (name, JOB_TITLE, title),
                      (name, NATIONALITY, citizen)])  # fmt: skip
        staff.setdefault((plant, title), []).append(name)
        return name

    for plant in PLANTS:
        if rng.random() < 0.92:
            facts.append((plant, MANAGER, person(plant, PLANT_MANAGER)))
        for title in rng.sample(STAFF_TITLES, rng.randint(2, 4)):
            person(plant, title)
    for product, (_, made_at) in products.items():
        if rng.random() < 0.85:
            designers = staff.get((made_at[0], DESIGN), [])
            if designers and rng.random() < 0.6:
                engineer = rng.choice(designers)
            else:
                engineer = person(made_at[0], DESIGN)
            facts.append((product, LEAD_ENGINEER, engineer))

    countries = set(CITIES.values()) | set(POOL)
    materials = {m for spec in PART_KINDS.values() for m in spec[3]}
    certifications = {ISO_9001, ISO_14001, ISO_45001, ISO_50001, IATF, CLEANWORKS, SAFECELL,
                      RECIRCLE}  # fmt: skip
    titles = {PLANT_MANAGER, *STAFF_TITLES}
    named = [set(CITIES), countries, set(PLANTS), set(WAREHOUSES), set(CARRIERS),
             set(SUPPLIERS), set(suppliers_of), set(CATEGORY_PARTS), set(LINES), set(products),
             names, materials, certifications, titles, drawn]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("supply", supply_kg, SUPPLY_CHAIN)
