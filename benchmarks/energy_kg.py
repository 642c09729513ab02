"""An electricity-grid KG of our own, made up for an unseen-KG check (written after the
football, library, music, hospital, company, travel, academia, geopolitics, cuisine, space,
art, software, ecology, maritime, pharma, law and supply-chain KGs, and not tuned on): power
stations with made-up names (after their town, in the style of its country, "Harrowmere Wind
Farm", "Kraftwerk Hohenwald", "Parque Eolico Torrealba", "Barrage de Villeclair"; after a sea
bank for offshore wind farms, "Dogger Reach Offshore Wind Farm"; after a person, "Senator
Ruth Calder Generating Station", "Talsperre Clara Wendling"; after their operator's brand,
"Zephyr Kelby Moor Wind"; some with a unit or a phase, "... II", "... Units 3-4", "... Phase
2"), their energy source (onshore and offshore wind, solar, natural gas, coal, hydro, nuclear,
biomass), capacity in MW, commissioning year, owners and operator, the grid region they feed,
the town they are in, the equipment models they use and the substation they connect at;
companies (utilities, independent power producers, infrastructure investors, system
operators, turbine, panel, reactor and boiler makers) with their head office cities,
founding years, industries, CEOs and parents; equipment models (wind turbines, solar panels,
gas turbines, reactor designs, hydro turbines, boilers) and their makers; substations (their
town, top voltage and owner) and the transmission lines between them (from and to
substations, voltage in kV, length in km), with ties between regions and named
interconnectors between countries; grid regions (balancing areas, control areas, bidding
zones) with their system operators and countries; people (CEOs and station managers, drawn
with `NameDrawer` from name pools of their nationality); towns and cities in nine countries
with grids and two more with makers only. Relation names are Neo4j-style UPPER_SNAKE_CASE
relationship types (`OWNED_BY`, `OPERATED_BY`, `FEEDS_REGION`, `USES_MODEL`,
`GRID_CONNECTION`, `ENERGY_SOURCE`, `CAPACITY_MW`, `COMMISSIONED`, `VOLTAGE_KV`, `LENGTH_KM`,
`CEO_OF`, `MANAGED_BY`), twenty-two of them; four are also stored backwards as a twin named
as a data team would, not all in one style (`OWNED_BY` / `OWNS`, `MANUFACTURED_BY` / `MAKES`,
`CEO_OF`, from a person to a company, / `HAS_CEO`, `GRID_CONNECTION` / `GRID_CONNECTION_REV`),
the other eighteen once; no types file.

`LOCATED_IN` is said of power stations and substations (a town) and of companies (their head
office city) alike, `IN_COUNTRY` of towns, cities and grid regions, `OPERATED_BY` of power
stations (a generating company) and grid regions (their system operator), `OWNED_BY` of power
stations (their operator, an investor, both for a joint venture, or the operator's parent)
and substations (the region's transmission owner, now and then a generating company), and
`VOLTAGE_KV` of substations and lines. Some entities lack some relations: a few companies
have no CEO or founding year, some people no nationality, some stations no model, manager or
grid connection, some substations no voltage and some lines no length. A region's mix weights
the sources of its stations; a station's operator is a company active in its country with
that source, its models are of its source and out by its commissioning year, and offshore
wind farms are only off coastal towns. Commissioning years (1950 to 2024) and founding years
(1881 to 2015) overlap; capacities (4 to 1800 MW) never equal a year or a voltage level (63
to 765 kV), and lengths carry one decimal (4.0 to 620.0 km), so they overlap with none.
Wordings were written before any run and were not changed for the score.
"""

from __future__ import annotations

import random
from itertools import pairwise

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

SOURCE = "ENERGY_SOURCE"
CAPACITY = "CAPACITY_MW"
COMMISSIONED = "COMMISSIONED"
OWNED_BY = "OWNED_BY"
OPERATED_BY = "OPERATED_BY"
FEEDS = "FEEDS_REGION"
LOCATED_IN = "LOCATED_IN"
IN_COUNTRY = "IN_COUNTRY"
FOUNDED = "FOUNDED_YEAR"
CEO_OF = "CEO_OF"
SUBSIDIARY_OF = "SUBSIDIARY_OF"
MANUFACTURED_BY = "MANUFACTURED_BY"
USES_MODEL = "USES_MODEL"
GRID = "GRID_CONNECTION"
FROM_SUB = "FROM_SUBSTATION"
TO_SUB = "TO_SUBSTATION"
VOLTAGE = "VOLTAGE_KV"
LENGTH = "LENGTH_KM"
MANAGED_BY = "MANAGED_BY"
NATIONALITY = "NATIONALITY"
EQUIPMENT_TYPE = "EQUIPMENT_TYPE"
INDUSTRY = "INDUSTRY"

TWINS = {OWNED_BY: "OWNS", MANUFACTURED_BY: "MAKES", CEO_OF: "HAS_CEO",
         GRID: "GRID_CONNECTION_REV"}  # fmt: skip

ONSHORE, OFFSHORE, SOLAR, GAS = "onshore wind", "offshore wind", "solar", "natural gas"
COAL, HYDRO, NUCLEAR, BIOMASS = "coal", "hydro", "nuclear", "biomass"
SOURCES = {  # source: commissioning years, capacity in MW, the equipment it uses
    ONSHORE: ((1998, 2024), (6, 320), "wind turbine"),
    OFFSHORE: ((2008, 2024), (150, 1400), "wind turbine"),
    SOLAR: ((2009, 2024), (4, 480), "solar panel"),
    GAS: ((1988, 2024), (120, 1750), "gas turbine"),
    COAL: ((1958, 2008), (250, 1800), "boiler"),
    HYDRO: ((1950, 2016), (12, 1500), "hydro turbine"),
    NUCLEAR: ((1968, 2012), (450, 1650), "reactor design"),
    BIOMASS: ((1996, 2024), (8, 420), "boiler"),
}  # fmt: skip
THERMAL = {GAS, COAL, NUCLEAR, HYDRO}

UTILITY, IPP = "utility", "independent power producer"
INVESTOR, PENSION = "infrastructure investor", "pension fund"
TSO, ISO, MARKET = "transmission system operator", "independent system operator", "market operator"
WIND_MAKER, SOLAR_MAKER = "wind turbine manufacturer", "solar panel manufacturer"
GAS_MAKER, NUCLEAR_MAKER = "gas turbine manufacturer", "nuclear engineering"
HYDRO_MAKER, BOILER_MAKER = "hydro equipment manufacturer", "boiler manufacturer"

UK, IE, DE, DK = "United Kingdom", "Ireland", "Germany", "Denmark"
ES, FR, US, AU, CA = "Spain", "France", "United States", "Australia", "Canada"
CN, SE = "China", "Sweden"

CITIES = {  # head office city: its country
    "London": UK, "Glasgow": UK, "Manchester": UK, "Newcastle upon Tyne": UK, "Bristol": UK,
    "Inverness": UK, "Gloucester": UK, "Warwick": UK, "Dublin": IE, "Essen": DE,
    "Hamburg": DE, "Munich": DE, "Berlin": DE, "Dortmund": DE, "Copenhagen": DK, "Aarhus": DK,
    "Madrid": ES, "Bilbao": ES, "Seville": ES, "Paris": FR, "Lyon": FR, "Chicago": US,
    "Portland": US, "Houston": US, "Denver": US, "New York": US, "Atlanta": US, "Phoenix": US,
    "Pittsburgh": US, "Saint Paul": US, "Sydney": AU, "Melbourne": AU, "Perth": AU,
    "Montreal": CA, "Toronto": CA, "Calgary": CA, "Wuxi": CN, "Vasteras": SE,
    "Stockholm": SE,
}  # fmt: skip
REGIONS = {  # grid region: country, system operator, owner of its substations, generation
    # mix, naming style, code
    "Caledonia Balancing Zone": (UK, "Albion Grid Operator", "Albion Grid Operator",
                                 "uk_north", "uk", "CBZ"),
    "Southern Albion Grid Zone": (UK, "Albion Grid Operator", "Albion Grid Operator",
                                  "uk_south", "uk", "SAZ"),
    "Emerald Control Area": (IE, "Eirlink System Operator", "Eirlink System Operator",
                             "ireland", "uk", "ECA"),
    "Nordmark Control Area": (DE, "Nordmark Netz GmbH", "Nordmark Netz GmbH", "de_north",
                              "de", "NMK"),
    "Rheintal Control Area": (DE, "Rheintal Netz AG", "Rheintal Netz AG", "de_south", "de",
                              "RHT"),
    "West Denmark Bidding Zone": (DK, "Nordlys Transmission A/S", "Nordlys Transmission A/S",
                                  "denmark", "da", "DK1"),
    "East Denmark Bidding Zone": (DK, "Nordlys Transmission A/S", "Nordlys Transmission A/S",
                                  "denmark", "da", "DK2"),
    "Iberian Peninsular System": (ES, "Red Iberica de Transporte", "Red Iberica de Transporte",
                                  "spain", "es", "IPS"),
    "Metropolitan France Control Area": (FR, "Reseau Voltaire", "Reseau Voltaire", "france",
                                         "fr", "MFC"),
    "Prairie Balancing Authority": (US, "Prairie Independent System Operator",
                                    "Prairie Gas & Electric", "us_plains", "us", "PBA"),
    "Cascade Balancing Authority": (US, "Cascade Power Administration",
                                    "Cascade Public Power District", "us_northwest", "us",
                                    "CBA"),
    "Gulf Coast Reliability Area": (US, "Gulf Coast Reliability Council",
                                    "Bayou Energy Corporation", "us_gulf", "us", "GCR"),
    "Desert Southwest Balancing Area": (US, "Desert Southwest Transmission Authority",
                                        "Sonoran Power & Light", "us_southwest", "us", "DSW"),
    "Coral Coast Market Region": (AU, "Austral Energy Market Operator",
                                  "Austral Energy Market Operator", "au_coal", "au", "CCR"),
    "Murray Market Region": (AU, "Austral Energy Market Operator",
                             "Austral Energy Market Operator", "au_hydro", "au", "MMR"),
    "Western Grid Region": (AU, "Westgrid Power Authority", "Westgrid Power Authority",
                            "au_west", "au", "WGR"),
    "Laurentian Control Area": (CA, "Laurentian Independent Electricity Operator",
                                "Laurentide Hydro", "ca_quebec", "fr", "LCA"),
    "Lakelands Control Area": (CA, "Lakelands Independent System Operator",
                               "Lakeshore Power Corporation", "ca_ontario", "ca", "LLC"),
    "Foothills Balancing Authority": (CA, "Foothills Electric System Operator",
                                      "Chinook Energy Corp", "ca_alberta", "ca", "FBA"),
}  # fmt: skip
TOWNS = {  # grid region: its towns (True for a coastal one)
    "Caledonia Balancing Zone": {"Glenrannoch": False, "Strathallan Bridge": False,
                                 "Kilbrannan": True, "Invercarron": True, "Lochaird": False},
    "Southern Albion Grid Zone": {"Harrowmere": False, "Kelby Moor": False, "Ashcombe": False,
                                  "Bramwick": False, "Fenhallow": True, "Westby-on-Sea": True,
                                  "Tarnside": False},
    "Emerald Control Area": {"Ballycarra": True, "Kilmoran": False, "Inishgall": True,
                             "Derrynacross": False},
    "Nordmark Control Area": {"Ostermoor": True, "Brackstedt": False, "Lindenau am See": False,
                              "Wiesenfeld": False, "Friesendeich": True},
    "Rheintal Control Area": {"Hohenwald": False, "Kaltenbruck": False, "Rotheim": False,
                              "Gerstenfurt": False, "Oberzell": False},
    "West Denmark Bidding Zone": {"Ravnsted": True, "Norrekaer": False, "Thyholm Strand": True,
                                  "Vejlby Mark": False},
    "East Denmark Bidding Zone": {"Skovlund": False, "Hesselby": True, "Stevnsholm": True},
    "Iberian Peninsular System": {"Torrealba": False, "Navarrete Bajo": False,
                                  "Cerro Blanco": False, "Montejaral": False,
                                  "Los Alcores Altos": False, "Villaseca del Cierzo": False,
                                  "Almadrones": False},
    "Metropolitan France Control Area": {"Saint-Aubin-des-Landes": True, "Villeclair": False,
                                         "Montrevel-sur-Loire": False, "Plouzenec": True,
                                         "Charmont-le-Vieux": False, "Le Mas-Brule": False,
                                         "Vaubrecourt": False},
    "Prairie Balancing Authority": {"Pawnee Ridge": False, "Harlan Flats": False,
                                    "Cedar Bluff": False, "Dry Creek Junction": False,
                                    "Wolf Hollow": False},
    "Cascade Balancing Authority": {"Klamath Bend": False, "Millbrook Falls": False,
                                    "Lone Pine Crossing": False, "Elk Prairie": False},
    "Gulf Coast Reliability Area": {"Bayou Verde": False, "Port Calloway": False,
                                    "Redwater": False, "Magnolia Landing": False},
    "Desert Southwest Balancing Area": {"Silver Mesa": False, "Sulphur Springs Gap": False,
                                        "Saguaro Flats": False, "Tres Piedras Wash": False},
    "Coral Coast Market Region": {"Gidgee Springs": False, "Coolabah Downs": False,
                                  "Bundaleer": False},
    "Murray Market Region": {"Warrabinda": False, "Koorangi Flats": False,
                             "Mount Carrow": False},
    "Western Grid Region": {"Tallowra": False, "Yallanup": False, "Mulgarra": False},
    "Laurentian Control Area": {"Riviere-aux-Cedres": False, "Lac-Beaumont": False,
                                "Chute-des-Loups": False, "Saint-Ephrem-du-Nord": False},
    "Lakelands Control Area": {"Pine Portage": False, "Fort Kestrel": False,
                               "Amberley Point": False},
    "Foothills Balancing Authority": {"Coyote Butte": False, "Badger Coulee": False,
                                      "Fort Sagewood": False},
}  # fmt: skip
MIXES = {  # generation mix: each source's weight
    "uk_north": {HYDRO: 4, ONSHORE: 4, OFFSHORE: 2, GAS: 1, NUCLEAR: 1, BIOMASS: 1},
    "uk_south": {ONSHORE: 2, OFFSHORE: 3, GAS: 4, COAL: 1, NUCLEAR: 2, BIOMASS: 2, SOLAR: 3},
    "ireland": {ONSHORE: 5, OFFSHORE: 1, GAS: 3, COAL: 1, HYDRO: 1, SOLAR: 1},
    "de_north": {ONSHORE: 5, OFFSHORE: 3, COAL: 2, GAS: 2, BIOMASS: 2, SOLAR: 2},
    "de_south": {SOLAR: 4, COAL: 3, GAS: 2, HYDRO: 2, NUCLEAR: 1, ONSHORE: 2, BIOMASS: 1},
    "denmark": {ONSHORE: 5, OFFSHORE: 3, BIOMASS: 3, GAS: 1, COAL: 1, SOLAR: 2},
    "spain": {SOLAR: 5, ONSHORE: 4, GAS: 3, HYDRO: 2, NUCLEAR: 1, COAL: 1},
    "france": {NUCLEAR: 4, HYDRO: 3, ONSHORE: 2, SOLAR: 2, GAS: 1, OFFSHORE: 1},
    "us_plains": {ONSHORE: 5, COAL: 3, GAS: 3, NUCLEAR: 1, SOLAR: 1},
    "us_northwest": {HYDRO: 5, ONSHORE: 2, GAS: 2, SOLAR: 1, BIOMASS: 1},
    "us_gulf": {GAS: 5, COAL: 2, NUCLEAR: 1, SOLAR: 2, ONSHORE: 2},
    "us_southwest": {SOLAR: 5, GAS: 3, COAL: 1, ONSHORE: 1, NUCLEAR: 1},
    "au_coal": {COAL: 4, SOLAR: 3, ONSHORE: 3, GAS: 2},
    "au_hydro": {HYDRO: 3, COAL: 2, ONSHORE: 3, SOLAR: 2, GAS: 1},
    "au_west": {GAS: 3, SOLAR: 3, ONSHORE: 3, COAL: 1},
    "ca_quebec": {HYDRO: 6, ONSHORE: 2},
    "ca_ontario": {NUCLEAR: 3, HYDRO: 2, GAS: 2, SOLAR: 2, ONSHORE: 1},
    "ca_alberta": {GAS: 4, COAL: 2, ONSHORE: 3, SOLAR: 1},
}  # fmt: skip
KV_LEVELS = {UK: [132, 275, 400], IE: [110, 220, 400], DE: [110, 220, 380], DK: [132, 150, 400],
             ES: [132, 220, 400], FR: [63, 225, 400], US: [138, 230, 345, 500],
             AU: [132, 220, 330, 500], CA: [230, 315, 500, 735]}  # fmt: skip
HVDC_KV = [320, 525]
ALL_KV = {kv for levels in KV_LEVELS.values() for kv in levels} | set(HVDC_KV)
INTERCONNECTORS = [  # name, a region, another
    ("Celtic Link HVDC", "Southern Albion Grid Zone", "Emerald Control Area"),
    ("Channel Bridge HVDC", "Southern Albion Grid Zone", "Metropolitan France Control Area"),
    ("Pyrenees Interconnector", "Iberian Peninsular System", "Metropolitan France Control Area"),
    ("Storebaelt Link", "West Denmark Bidding Zone", "East Denmark Bidding Zone"),
    ("Jutland-Nordmark Tie", "West Denmark Bidding Zone", "Nordmark Control Area"),
    ("Baltic Bridge HVDC", "East Denmark Bidding Zone", "Nordmark Control Area"),
    ("Lakelands-Prairie Intertie", "Lakelands Control Area", "Prairie Balancing Authority"),
    ("Foothills-Cascade Intertie", "Foothills Balancing Authority",
     "Cascade Balancing Authority"),
]  # fmt: skip

COMPANIES = {  # company: head office city, founding year (0 if unknown), industry, parent
    "Northumbrian Electric plc": ("Newcastle upon Tyne", 1948, UTILITY, "Rheinland Energie AG"),
    "Severn Generation Ltd": ("Bristol", 1990, UTILITY, "Rheinland Energie AG"),
    "Albion Nuclear Generation": ("Gloucester", 1996, UTILITY, "Electricite Ligerienne"),
    "Highland Hydro Power": ("Inverness", 1943, UTILITY, None),
    "Shannon Power Company": ("Dublin", 1927, UTILITY, None),
    "Rheinland Energie AG": ("Essen", 1898, UTILITY, None),
    "Hanseatische Kraftwerke GmbH": ("Hamburg", 1912, UTILITY, None),
    "Isarwerke Energie AG": ("Munich", 1921, UTILITY, None),
    "Vestkyst Energi A/S": ("Aarhus", 1972, UTILITY, None),
    "Energias del Tajo SA": ("Madrid", 1944, UTILITY, None),
    "Electricite Ligerienne": ("Paris", 1946, UTILITY, None),
    "Compagnie Rhodanienne d'Energie": ("Lyon", 1933, UTILITY, "Electricite Ligerienne"),
    "Prairie Gas & Electric": ("Chicago", 1907, UTILITY, None),
    "Cascade Public Power District": ("Portland", 1938, UTILITY, None),
    "Bayou Energy Corporation": ("Houston", 1925, UTILITY, None),
    "Sonoran Power & Light": ("Phoenix", 1886, UTILITY, None),
    "Southern Cross Generation": ("Sydney", 1996, UTILITY, None),
    "Snowline Hydro Ltd": ("Melbourne", 1949, UTILITY, None),
    "Westralia Power Corporation": ("Perth", 1975, UTILITY, None),
    "Laurentide Hydro": ("Montreal", 1944, UTILITY, None),
    "Lakeshore Power Corporation": ("Toronto", 1999, UTILITY, None),
    "Chinook Energy Corp": ("Calgary", 1985, UTILITY, None),
    "Zephyr Renewables Ltd": ("London", 2003, IPP, "Meridian Infrastructure Partners"),
    "Brightfield Solar Partners": ("New York", 2009, IPP, "Bayview Capital Energy Fund"),
    "Helios Renovables SA": ("Seville", 2006, IPP, "Energias del Tajo SA"),
    "Harlan Mercer Energy": ("Houston", 1989, IPP, None),
    "Ostrander & Vail Power": ("New York", 1994, IPP, None),
    "Nordlicht Windkraft GmbH": ("Hamburg", 2005, IPP, "Hanseatische Kraftwerke GmbH"),
    "Mesa Verde Solar LLC": ("Denver", 2011, IPP, "Sonoran Power & Light"),
    "Meridian Infrastructure Partners": ("London", 2004, INVESTOR, None),
    "Bayview Capital Energy Fund": ("New York", 0, INVESTOR, None),
    "Maple Leaf Pension Investments": ("Toronto", 1990, PENSION, None),
    "Nordic Green Infrastructure Fund": ("Stockholm", 2015, INVESTOR, None),
    "Albion Grid Operator": ("Warwick", 1990, TSO, None),
    "Eirlink System Operator": ("Dublin", 2006, TSO, None),
    "Nordmark Netz GmbH": ("Berlin", 2010, TSO, None),
    "Rheintal Netz AG": ("Dortmund", 2009, TSO, None),
    "Nordlys Transmission A/S": ("Copenhagen", 2005, TSO, None),
    "Red Iberica de Transporte": ("Madrid", 1985, TSO, None),
    "Reseau Voltaire": ("Paris", 2000, TSO, "Electricite Ligerienne"),
    "Prairie Independent System Operator": ("Saint Paul", 1998, ISO, None),
    "Cascade Power Administration": ("Portland", 1937, ISO, None),
    "Gulf Coast Reliability Council": ("Houston", 1970, ISO, None),
    "Desert Southwest Transmission Authority": ("Phoenix", 1981, ISO, None),
    "Austral Energy Market Operator": ("Melbourne", 2009, MARKET, None),
    "Westgrid Power Authority": ("Perth", 2006, MARKET, None),
    "Laurentian Independent Electricity Operator": ("Montreal", 1997, ISO, None),
    "Lakelands Independent System Operator": ("Toronto", 1998, ISO, None),
    "Foothills Electric System Operator": ("Calgary", 2003, ISO, None),
    "Skovgaard Wind Systems": ("Aarhus", 1979, WIND_MAKER, None),
    "Halberg Turbinen GmbH": ("Hamburg", 1985, WIND_MAKER, None),
    "Cierzo Eolica SA": ("Bilbao", 1994, WIND_MAKER, None),
    "Great Plains Turbine Co": ("Denver", 1997, WIND_MAKER, None),
    "Sunridge Photovoltaics": ("Phoenix", 2004, SOLAR_MAKER, None),
    "Lumenta Solar AG": ("Munich", 2001, SOLAR_MAKER, None),
    "Kaiyang Solar Technology": ("Wuxi", 2005, SOLAR_MAKER, None),
    "Ardent Turbomachinery": ("Manchester", 1899, GAS_MAKER, None),
    "Westfield Power Systems": ("Atlanta", 1911, GAS_MAKER, None),
    "Atlantique Nucleaire": ("Paris", 1958, NUCLEAR_MAKER, "Electricite Ligerienne"),
    "Columbia Nuclear Systems": ("Pittsburgh", 1955, NUCLEAR_MAKER, None),
    "Lindqvist Hydro AB": ("Vasteras", 1892, HYDRO_MAKER, None),
    "Babbington & Cole": ("Glasgow", 1881, BOILER_MAKER, None),
}  # fmt: skip
GENERATORS = {  # generating company: countries it runs plants in, sources, brand (if any)
    "Northumbrian Electric plc": ([UK], [COAL, GAS, ONSHORE, OFFSHORE, BIOMASS], None),
    "Severn Generation Ltd": ([UK], [GAS, SOLAR, BIOMASS], None),
    "Albion Nuclear Generation": ([UK], [NUCLEAR], None),
    "Highland Hydro Power": ([UK], [HYDRO, ONSHORE], None),
    "Shannon Power Company": ([IE], [HYDRO, GAS, COAL, ONSHORE, OFFSHORE, SOLAR], None),
    "Rheinland Energie AG": ([DE], [COAL, GAS, NUCLEAR, ONSHORE, OFFSHORE, SOLAR, HYDRO], None),
    "Hanseatische Kraftwerke GmbH": ([DE, DK], [COAL, GAS, BIOMASS, OFFSHORE], None),
    "Isarwerke Energie AG": ([DE], [HYDRO, SOLAR, NUCLEAR, BIOMASS], None),
    "Vestkyst Energi A/S": ([DK, DE, UK], [OFFSHORE, ONSHORE, BIOMASS, COAL, GAS, SOLAR], None),
    "Energias del Tajo SA": ([ES], [HYDRO, GAS, NUCLEAR, ONSHORE, SOLAR, COAL], None),
    "Electricite Ligerienne": ([FR, UK, ES], [NUCLEAR, HYDRO, GAS, ONSHORE, SOLAR, OFFSHORE],
                               None),
    "Compagnie Rhodanienne d'Energie": ([FR], [HYDRO, SOLAR], None),
    "Prairie Gas & Electric": ([US], [COAL, GAS, NUCLEAR, ONSHORE, SOLAR], None),
    "Cascade Public Power District": ([US], [HYDRO, ONSHORE, GAS, BIOMASS], None),
    "Bayou Energy Corporation": ([US], [GAS, COAL, NUCLEAR, SOLAR], None),
    "Sonoran Power & Light": ([US], [SOLAR, GAS, COAL, NUCLEAR], None),
    "Southern Cross Generation": ([AU], [COAL, GAS, ONSHORE, SOLAR, HYDRO], None),
    "Snowline Hydro Ltd": ([AU], [HYDRO], None),
    "Westralia Power Corporation": ([AU], [GAS, COAL, SOLAR, ONSHORE], None),
    "Laurentide Hydro": ([CA], [HYDRO, ONSHORE], None),
    "Lakeshore Power Corporation": ([CA], [NUCLEAR, GAS, HYDRO, SOLAR], None),
    "Chinook Energy Corp": ([CA], [GAS, COAL, ONSHORE], None),
    "Zephyr Renewables Ltd": ([UK, IE, DE, DK, US], [ONSHORE, OFFSHORE], "Zephyr"),
    "Brightfield Solar Partners": ([US, ES, AU], [SOLAR], "Brightfield"),
    "Helios Renovables SA": ([ES, FR, AU], [SOLAR, ONSHORE], "Helios"),
    "Harlan Mercer Energy": ([US, CA], [GAS, ONSHORE], "Mercer"),
    "Ostrander & Vail Power": ([US, UK], [GAS, BIOMASS], None),
    "Nordlicht Windkraft GmbH": ([DE, DK], [ONSHORE, OFFSHORE], "Nordlicht"),
    "Mesa Verde Solar LLC": ([US], [SOLAR], "Mesa Verde"),
}  # fmt: skip
FUNDS = ["Meridian Infrastructure Partners", "Bayview Capital Energy Fund",
         "Maple Leaf Pension Investments", "Nordic Green Infrastructure Fund"]  # fmt: skip
MODELS = {  # equipment model: its maker, the year it came out, the sources it serves
    "SWS 2.3-93": ("Skovgaard Wind Systems", 2002, ONSHORE),
    "SWS 3.6-120": ("Skovgaard Wind Systems", 2010, ONSHORE),
    "SWS 4.2-136": ("Skovgaard Wind Systems", 2015, ONSHORE),
    "SWS 8.0-167 Offshore": ("Skovgaard Wind Systems", 2008, OFFSHORE),
    "SWS 14-236 Offshore": ("Skovgaard Wind Systems", 2020, OFFSHORE),
    "HT 1.5-77": ("Halberg Turbinen GmbH", 1997, ONSHORE),
    "HT 3.0-116": ("Halberg Turbinen GmbH", 2009, ONSHORE),
    "HT 5.X": ("Halberg Turbinen GmbH", 2018, ONSHORE),
    "HT Offshore 6.2": ("Halberg Turbinen GmbH", 2008, OFFSHORE),
    "Cierzo CE-G80": ("Cierzo Eolica SA", 1998, ONSHORE),
    "Cierzo CE-G132": ("Cierzo Eolica SA", 2012, ONSHORE),
    "Cierzo CE-X170": ("Cierzo Eolica SA", 2020, ONSHORE),
    "GP 1.6-100": ("Great Plains Turbine Co", 2000, ONSHORE),
    "GP 2.8-127": ("Great Plains Turbine Co", 2014, ONSHORE),
    "Plainsman 3.4": ("Great Plains Turbine Co", 2019, ONSHORE),
    "SR-320P": ("Sunridge Photovoltaics", 2009, SOLAR),
    "SR-450M": ("Sunridge Photovoltaics", 2017, SOLAR),
    "SR-580 Bifacial": ("Sunridge Photovoltaics", 2021, SOLAR),
    "Lumenta LX-250": ("Lumenta Solar AG", 2009, SOLAR),
    "Lumenta LX-400": ("Lumenta Solar AG", 2015, SOLAR),
    "Lumenta LX-540 Duo": ("Lumenta Solar AG", 2020, SOLAR),
    "KY-300P": ("Kaiyang Solar Technology", 2010, SOLAR),
    "KY-450M": ("Kaiyang Solar Technology", 2016, SOLAR),
    "KY-610N TOPCon": ("Kaiyang Solar Technology", 2022, SOLAR),
    "Ardent Meridian 260": ("Ardent Turbomachinery", 1988, GAS),
    "Ardent Meridian 340": ("Ardent Turbomachinery", 2006, GAS),
    "Ardent Meridian 450H": ("Ardent Turbomachinery", 2017, GAS),
    "Westfield W-180": ("Westfield Power Systems", 1988, GAS),
    "Westfield W-290F": ("Westfield Power Systems", 2003, GAS),
    "Westfield W-410J": ("Westfield Power Systems", 2015, GAS),
    "AN-900 PWR": ("Atlantique Nucleaire", 1968, NUCLEAR),
    "AN-1300 PWR": ("Atlantique Nucleaire", 1982, NUCLEAR),
    "AN-1650 EVR": ("Atlantique Nucleaire", 2005, NUCLEAR),
    "CNS-1000 PWR": ("Columbia Nuclear Systems", 1968, NUCLEAR),
    "CNS-1200 BWR": ("Columbia Nuclear Systems", 1974, NUCLEAR),
    "CNS-1100 Passive": ("Columbia Nuclear Systems", 2007, NUCLEAR),
    "LH Francis F-160": ("Lindqvist Hydro AB", 1950, HYDRO),
    "LH Kaplan K-45": ("Lindqvist Hydro AB", 1960, HYDRO),
    "LH Pelton P-90": ("Lindqvist Hydro AB", 1955, HYDRO),
    "B&C Subcritical 500": ("Babbington & Cole", 1955, COAL),
    "B&C Supercritical 660": ("Babbington & Cole", 1975, COAL),
    "B&C CFB-120 Biomass": ("Babbington & Cole", 1995, BIOMASS),
}  # fmt: skip
STYLES = {  # naming style: each source's station name, "{t}" its town
    "uk": {ONSHORE: "{t} Wind Farm", SOLAR: "{t} Solar Farm", GAS: "{t} Power Station",
           COAL: "{t} Power Station", HYDRO: "{t} Hydro Scheme",
           NUCLEAR: "{t} Nuclear Power Station", BIOMASS: "{t} Biomass Plant"},
    "us": {ONSHORE: "{t} Wind Energy Center", SOLAR: "{t} Solar Project",
           GAS: "{t} Energy Center", COAL: "{t} Steam Plant", HYDRO: "{t} Dam",
           NUCLEAR: "{t} Nuclear Generating Station", BIOMASS: "{t} Biomass Facility"},
    "au": {ONSHORE: "{t} Wind Farm", SOLAR: "{t} Solar Farm", GAS: "{t} Gas Power Station",
           COAL: "{t} Power Station", HYDRO: "{t} Hydro Power Station",
           NUCLEAR: "{t} Nuclear Power Station", BIOMASS: "{t} Bioenergy Plant"},
    "ca": {ONSHORE: "{t} Wind Project", SOLAR: "{t} Solar Facility",
           GAS: "{t} Generating Station", COAL: "{t} Thermal Generating Station",
           HYDRO: "{t} Hydroelectric Generating Station",
           NUCLEAR: "{t} Nuclear Generating Station", BIOMASS: "{t} Biomass Generating Station"},
    "de": {ONSHORE: "Windpark {t}", SOLAR: "Solarpark {t}", GAS: "Gaskraftwerk {t}",
           COAL: "Kraftwerk {t}", HYDRO: "Wasserkraftwerk {t}", NUCLEAR: "Kernkraftwerk {t}",
           BIOMASS: "Biomassekraftwerk {t}"},
    "da": {ONSHORE: "{t} Vindmollepark", SOLAR: "{t} Solcellepark", GAS: "{t} Kraftvarmevaerk",
           COAL: "{t} Kraftvaerk", HYDRO: "{t} Vandkraftvaerk", NUCLEAR: "{t} Kernekraftvaerk",
           BIOMASS: "{t} Biomasse-Kraftvarmevaerk"},
    "es": {ONSHORE: "Parque Eolico {t}", SOLAR: "Planta Solar {t}", GAS: "Ciclo Combinado {t}",
           COAL: "Central Termica {t}", HYDRO: "Central Hidroelectrica {t}",
           NUCLEAR: "Central Nuclear {t}", BIOMASS: "Planta de Biomasa {t}"},
    "fr": {ONSHORE: "Parc Eolien de {t}", SOLAR: "Centrale Solaire de {t}",
           GAS: "Centrale a Cycle Combine de {t}", COAL: "Centrale Thermique de {t}",
           HYDRO: "Barrage de {t}", NUCLEAR: "Centrale Nucleaire de {t}",
           BIOMASS: "Centrale Biomasse de {t}"},
}  # fmt: skip
OFFSHORE_STYLES = {"uk": "{t} Offshore Wind Farm", "da": "{t} Havvindmollepark",
                   "de": "Offshore-Windpark {t}", "fr": "Parc Eolien en Mer {t}"}  # fmt: skip
SEAS = {  # country: the sea banks its offshore wind farms are named after
    UK: ["Dogger Reach", "Silverpit Bank", "Wyvern Sands", "Corrie Deep", "Hollowell Bank"],
    IE: ["Tuskar Rise", "Blackwater Shoal"],
    DE: ["Nordergrund Ost", "Weisse Bank", "Amrum Aussengrund"],
    DK: ["Jammerbugt Vest", "Skagen Rev", "Fano Bugt"],
    FR: ["Banc de Plouzenec", "Large de Saint-Aubin"],
}  # fmt: skip
HONOREES = {  # naming style: people stations are named after
    "uk": ["Sir Edmund Halloway", "Dame Agnes Thornycroft", "Lord Kelburn"],
    "us": ["Ezra T. Whitcomb", "Senator Ruth Calder", "Judge Amos Lyle", "Governor Wade Hollis"],
    "ca": ["Sir Adam Pritchard", "Lester B. Hoyle"],
    "au": ["Sir Hugh Denman", "Matilda Crowe"],
    "de": ["Heinrich Vollmer", "Clara Wendling"],
    "fr": ["Jean-Baptiste Lavoie", "Marcel Dufay"],
    "es": ["Ingeniero Tomas Arrieta", "Doctora Elena Oyarzun"],
    "da": ["H. C. Ravnkilde"],
}  # fmt: skip
PERSON_STYLES = {  # naming style: a dam's name, another station's, "{n}" its person
    "uk": ("{n} Dam", "{n} Power Station"), "us": ("{n} Dam", "{n} Generating Station"),
    "ca": ("{n} Generating Station", "{n} Generating Station"),
    "au": ("{n} Dam", "{n} Power Station"), "de": ("Talsperre {n}", "Kraftwerk {n}"),
    "fr": ("Barrage {n}", "Centrale {n}"), "es": ("Presa {n}", "Central {n}"),
    "da": ("{n} Vandkraftvaerk", "{n} Vaerket"),
}  # fmt: skip
BRAND_KINDS = {ONSHORE: ["Wind", "Wind Park", "Wind Farm"], SOLAR: ["Solar", "Sun Park",
               "Solar Array"]}  # fmt: skip
SUFFIXES = ["II", "2", "B", "Phase 2", "Extension", "Units 3-4", "III", "C", "Phase 3"]
SUBSTATION_STYLES = {"uk": ["{t} Substation", "{t} Grid Supply Point"],
                     "us": ["{t} Substation", "{t} Switchyard"],
                     "au": ["{t} Terminal Station", "{t} Substation"],
                     "ca": ["{t} Transformer Station", "{t} Switching Station"],
                     "de": ["Umspannwerk {t}"], "da": ["{t} Transformerstation"],
                     "es": ["Subestacion {t}"], "fr": ["Poste de {t}", "Poste Source {t}"],
                     }  # fmt: skip
POOL = {  # nationality: its name pools
    UK: ["en"], IE: ["en"], US: ["en"], AU: ["en"], CA: ["en", "fr"], DE: ["de"], DK: ["da"],
    ES: ["es"], FR: ["fr"], SE: ["sv"], CN: ["zh"],
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["Alistair", "Fiona", "Graham", "Heather", "Douglas", "Maureen", "Nigel", "Joanne",
            "Brendan", "Siobhan", "Craig", "Karen", "Dwayne", "Melissa", "Travis", "Brenda",
            "Garrett", "Leanne"],
           ["McKinnon", "Ferguson", "Holloway", "Pritchett", "Brannigan", "Cartwright",
            "Donnelly", "Fitzgerald", "Hargreaves", "Kowalczyk", "Lockhart", "Mulvaney",
            "Ogilvie", "Redfern", "Stanhope", "Trelawney", "Underhill", "Whitlock"]),
    "de": (["Jurgen", "Heike", "Matthias", "Anke", "Reinhard", "Petra", "Uwe", "Kerstin",
            "Bernd", "Silke", "Torsten", "Claudia"],
           ["Lindemann", "Hoffmeister", "Kruger", "Wagenknecht", "Brandt", "Schuster",
            "Albrecht", "Pohl", "Reinholz", "Steinbach", "Ziegler", "Graf"]),
    "da": (["Lars", "Mette", "Jesper", "Hanne", "Soren", "Pernille", "Anders", "Tove",
            "Rasmus", "Lone"],
           ["Mortensen", "Kristensen", "Dalgaard", "Bech", "Lauritsen", "Vestergaard",
            "Overgaard", "Friis", "Toft", "Norgaard"]),
    "es": (["Iker", "Amaia", "Rodrigo", "Begona", "Fernando", "Lucia", "Ignacio", "Marta",
            "Gonzalo", "Elena"],
           ["Echeverria", "Urrutia", "Garrido", "Cabrera", "Mendizabal", "Salazar", "Pastor",
            "Iglesias", "Lozano", "Arrieta"]),
    "fr": (["Thierry", "Sandrine", "Yannick", "Helene", "Laurent", "Corinne", "Mathieu",
            "Genevieve", "Sebastien", "Josee"],
           ["Tremblay", "Gagnon", "Bouchard", "Lemaire", "Delacroix", "Fontaine", "Mercier",
            "Beaulieu", "Pelletier", "Renaud"]),
    "sv": (["Magnus", "Annika", "Fredrik", "Ingrid", "Johan", "Sofia"],
           ["Lundgren", "Akesson", "Hedlund", "Wikstrom", "Norberg", "Sandqvist"]),
    "zh": (["Wei", "Fang", "Jun", "Xiu", "Hao", "Lan"],
           ["Zhao", "Qian", "Song", "Deng", "Feng", "Tang"]),
}  # fmt: skip

ENERGY = Wordings(
    one_hop={
        (SOURCE, True): ("what is the energy source of {x} ?", "what does {x} run on ?",
                         "what kind of power station is {x} ?",
                         "how does {x} generate electricity ?"),
        (SOURCE, False): ("which power stations run on {x} ?", "list {x} plants ?",
                          "name a {x} power station ?", "which generators use {x} ?"),
        (CAPACITY, True): ("what is the capacity of {x} ?", "how many MW is {x} ?",
                           "how big is {x} in megawatts ?",
                           "what is the installed capacity of {x} ?"),
        (CAPACITY, False): ("which power stations have a capacity of {x} MW ?",
                            "what plant is rated at {x} MW ?", "name a {x} megawatt station ?"),
        (COMMISSIONED, True): ("when was {x} commissioned ?", "what year did {x} come online ?",
                               "when did {x} start generating ?",
                               "in which year did {x} enter service ?"),
        (COMMISSIONED, False): ("which power stations were commissioned in {x} ?",
                                "what plants came online in {x} ?",
                                "name a station that entered service in {x} ?"),
        (OWNED_BY, True): ("who owns {x} ?", "which company owns {x} ?",
                           "who is the owner of {x} ?", "{x} belongs to which company ?"),
        (OWNED_BY, False): ("what does {x} own ?", "which power stations belong to {x} ?",
                            "list the assets owned by {x} ?",
                            "name a plant in {x}'s portfolio ?"),
        (OPERATED_BY, True): ("who runs {x} ?", "which company operates {x} ?",
                              "who is the operator of {x} ?",
                              "who is in charge of operating {x} ?"),
        (OPERATED_BY, False): ("what does {x} operate ?", "which plants are run by {x} ?",
                               "name something operated by {x} ?"),
        (FEEDS, True): ("which grid region does {x} feed ?", "what balancing area is {x} in ?",
                        "where does {x} send its power ?",
                        "which part of the grid does {x} supply ?"),
        (FEEDS, False): ("which power stations feed {x} ?", "what generation supplies {x} ?",
                         "name a plant that exports into {x} ?",
                         "which stations are in the {x} ?"),
        (LOCATED_IN, True): ("where is {x} ?", "which town is {x} in ?",
                             "where is {x} located ?", "in what city can you find {x} ?"),
        (LOCATED_IN, False): ("what is located in {x} ?", "what is there in {x} ?",
                              "name a facility in {x} ?"),
        (IN_COUNTRY, True): ("which country is {x} in ?", "{x} is in what country ?",
                             "what country does {x} belong to ?"),
        (IN_COUNTRY, False): ("which towns are in {x} ?", "name a place in {x} ?",
                              "list cities in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "since when has {x} existed ?"),
        (FOUNDED, False): ("which companies were founded in {x} ?",
                           "what firm was set up in {x} ?"),
        (CEO_OF, True): ("which company does {x} lead ?", "what is {x} the CEO of ?",
                         "where is {x} chief executive ?", "who does {x} work for ?"),
        (CEO_OF, False): ("who is the CEO of {x} ?", "who heads {x} ?",
                          "who is {x}'s chief executive ?", "who is the boss of {x} ?"),
        (SUBSIDIARY_OF, True): ("what is the parent company of {x} ?",
                                "which group is {x} part of ?",
                                "{x} is a subsidiary of which company ?"),
        (SUBSIDIARY_OF, False): ("what are the subsidiaries of {x} ?",
                                 "which companies belong to the {x} group ?",
                                 "name a subsidiary of {x} ?"),
        (MANUFACTURED_BY, True): ("who makes the {x} ?", "which manufacturer produces {x} ?",
                                  "who is the maker of {x} ?", "what company built the {x} ?"),
        (MANUFACTURED_BY, False): ("what does {x} manufacture ?", "which models does {x} make ?",
                                   "list {x}'s product range ?", "name a product from {x} ?"),
        (USES_MODEL, True): ("what equipment does {x} use ?",
                             "which turbine model is installed at {x} ?",
                             "which model is used at {x} ?"),
        (USES_MODEL, False): ("which power stations use the {x} ?", "where is the {x} installed ?",
                              "name a site with {x} units ?"),
        (GRID, True): ("which substation does {x} connect to ?",
                       "where is {x} connected to the grid ?",
                       "what is the grid connection point of {x} ?"),
        (GRID, False): ("which power stations connect at {x} ?",
                        "what generation is connected to {x} ?",
                        "which plants are hooked up to {x} ?"),
        (FROM_SUB, True): ("where does {x} start ?", "which substation is {x} from ?",
                           "what is the sending end of {x} ?"),
        (FROM_SUB, False): ("which lines leave {x} ?", "what circuits start at {x} ?",
                            "name a transmission line out of {x} ?"),
        (TO_SUB, True): ("where does {x} end ?", "which substation does {x} run to ?",
                         "what is the receiving end of {x} ?"),
        (TO_SUB, False): ("which lines terminate at {x} ?", "what circuits come into {x} ?",
                          "name a line ending at {x} ?"),
        (VOLTAGE, True): ("what is the voltage of {x} ?", "how many kV is {x} ?",
                          "at what voltage does {x} operate ?"),
        (VOLTAGE, False): ("what runs at {x} kV ?", "which lines or substations are {x} kV ?",
                           "name a {x} kV asset ?"),
        (LENGTH, True): ("how long is {x} ?", "what is the length of {x} in km ?",
                         "how many kilometres does {x} cover ?"),
        (LENGTH, False): ("which line is {x} km long ?",
                          "what circuit has a length of {x} km ?"),
        (MANAGED_BY, True): ("who manages {x} ?", "who is the station manager at {x} ?",
                             "who is in charge of {x} ?"),
        (MANAGED_BY, False): ("which power stations does {x} manage ?",
                              "what site is {x} responsible for ?",
                              "where is {x} plant manager ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "where is {x} from ?",
                              "which country is {x} a citizen of ?"),
        (NATIONALITY, False): ("which people are from {x} ?", "name someone from {x} ?",
                               "who is a {x} national ?"),
        (EQUIPMENT_TYPE, True): ("what kind of equipment is the {x} ?", "what is the {x} ?",
                                 "what type of product is {x} ?"),
        (EQUIPMENT_TYPE, False): ("which {x} models are there ?", "list the {x}s ?",
                                  "name a {x} ?"),
        (INDUSTRY, True): ("what industry is {x} in ?", "what kind of company is {x} ?",
                           "what does {x} do ?"),
        (INDUSTRY, False): ("which companies are in the {x} sector ?", "name a {x} ?",
                            "list every {x} ?"),
    },
    two_hop={
        ((OPERATED_BY, True), (LOCATED_IN, True)): (
            "where is the operator of {x} headquartered ?",
            "in which city is the company that runs {x} based ?"),
        ((USES_MODEL, True), (MANUFACTURED_BY, True)): (
            "which company makes the turbines used at {x} ?",
            "who manufactured the equipment installed at {x} ?",
            "who supplied the kit at {x} ?"),
        ((OWNED_BY, True), (CEO_OF, False)): (
            "who is the CEO of the company that owns {x} ?", "who heads the owner of {x} ?"),
        ((FEEDS, True), (OPERATED_BY, True)): (
            "who is the system operator for {x} ?",
            "which company balances the grid {x} feeds into ?"),
        ((LOCATED_IN, True), (IN_COUNTRY, True)): (
            "which country is {x} in ?", "in what country is {x} located ?"),
        ((GRID, True), (VOLTAGE, True)): (
            "at what voltage is {x} connected to the grid ?",
            "what is the kV rating of the substation {x} connects to ?"),
        ((OWNED_BY, False), (FEEDS, True)): (
            "which grid regions do {x}'s power stations feed ?",
            "in which balancing areas does {x} own plants ?"),
        ((OWNED_BY, False), (SOURCE, True)): (
            "what energy sources does {x} generate from ?",
            "what kinds of power plants does {x} own ?"),
        ((MANUFACTURED_BY, False), (USES_MODEL, False)): (
            "which power stations use equipment made by {x} ?",
            "where are {x}'s products installed ?"),
        ((CEO_OF, True), (LOCATED_IN, True)): (
            "where is the company {x} runs headquartered ?",
            "in which city is {x}'s company based ?"),
        ((SUBSIDIARY_OF, True), (LOCATED_IN, True)): (
            "where is the parent company of {x} based ?",
            "in which city is {x}'s parent group headquartered ?"),
        ((SUBSIDIARY_OF, False), (OWNED_BY, False)): (
            "which power stations do {x}'s subsidiaries own ?",
            "what assets are held by companies in the {x} group ?"),
        ((MANAGED_BY, True), (NATIONALITY, True)): (
            "what nationality is the manager of {x} ?",
            "where is the person who manages {x} from ?"),
        ((FEEDS, False), (OPERATED_BY, True)): (
            "which companies operate plants in {x} ?",
            "who runs power stations feeding the {x} ?"),
        ((FROM_SUB, True), (LOCATED_IN, True)): (
            "in which town does {x} start ?", "where is the sending end of {x} located ?"),
        ((GRID, True), (GRID, False)): (
            "which other power stations connect at the same substation as {x} ?",
            "what else shares a grid connection with {x} ?"),
        ((LOCATED_IN, False), (SOURCE, True)): (
            "what kinds of generation are there in {x} ?",
            "which energy sources are used by plants in {x} ?"),
        ((GRID, False), (OPERATED_BY, True)): (
            "which companies run the power stations connected at {x} ?",
            "who operates the generation hooked up to {x} ?"),
        ((USES_MODEL, False), (OWNED_BY, True)): (
            "which companies own plants that use the {x} ?", "who has bought the {x} ?"),
    },
    two_anchor=(
        ((OWNED_BY, False), (SOURCE, False),
         ("which {y} plants does {x} own ?", "name a {y} station owned by {x} ?")),
        ((FEEDS, False), (SOURCE, False),
         ("which {y} stations feed the {x} ?", "what {y} generation is there in {x} ?")),
        ((OPERATED_BY, False), (LOCATED_IN, False),
         ("what does {x} operate in {y} ?", "which plant in {y} is run by {x} ?")),
        ((MANUFACTURED_BY, False), (EQUIPMENT_TYPE, False),
         ("which {y}s does {x} make ?", "name a {y} model from {x} ?")),
        ((USES_MODEL, False), (FEEDS, False),
         ("which stations in the {y} use the {x} ?", "where in {y} is the {x} installed ?")),
        ((COMMISSIONED, False), (SOURCE, False),
         ("which {y} plants came online in {x} ?", "what {y} stations were commissioned in {x} ?")),
        ((FROM_SUB, False), (VOLTAGE, False),
         ("which {y} kV lines leave {x} ?", "name a {y} kV circuit starting at {x} ?")),
        ((LOCATED_IN, False), (INDUSTRY, False),
         ("which {y} companies are headquartered in {x} ?", "name a {y} based in {x} ?")),
        ((OWNED_BY, False), (FEEDS, False),
         ("which of {x}'s power stations feed the {y} ?", "what does {x} own in the {y} ?")),
    ),
)  # fmt: skip


def _region_country(region: str) -> str:
    return REGIONS[region][0]


def energy_kg(seed: int = 1) -> MadeUpKG:
    """A made-up electricity market: 19 grid regions in 9 countries, 83 towns, 39 head office
    cities, 62 companies, 42 equipment models, about 150 power stations, 60 substations, 80
    transmission lines and 130 people."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    facts += [(city, IN_COUNTRY, country) for city, country in CITIES.items()]
    town_region = {town: region for region, towns in TOWNS.items() for town in towns}
    facts += [(town, IN_COUNTRY, _region_country(r)) for town, r in town_region.items()]
    for region, (country, operator, *_) in REGIONS.items():
        facts += [(region, IN_COUNTRY, country), (region, OPERATED_BY, operator)]
    for company, (city, founded, industry, parent) in COMPANIES.items():
        facts += [(company, LOCATED_IN, city), (company, INDUSTRY, industry)]
        if founded:
            facts.append((company, FOUNDED, str(founded)))
        if parent:
            facts.append((company, SUBSIDIARY_OF, parent))
    for model, (maker, _, source) in MODELS.items():
        facts += [(model, MANUFACTURED_BY, maker), (model, EQUIPMENT_TYPE, SOURCES[source][2])]

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    drawn: set[str] = set()
    people: list[str] = []
    nationalities = sorted(POOL)

    def person(country: str) -> str:
        """A new person, mostly a citizen of `country`."""
        citizen = country if country in POOL and rng.random() < 0.82 else rng.choice(nationalities)
        pool = rng.choice(POOL[citizen])
        name = drawers[pool]()
        while name in drawn:
            name = drawers[pool]()
        drawn.add(name)
        people.append(name)
        if rng.random() < 0.93:
            facts.append((name, NATIONALITY, citizen))
        return name

    ceos: dict[str, str] = {}
    for company in sorted(COMPANIES, key=lambda c: COMPANIES[c][3] is not None):
        city, _, _, parent = COMPANIES[company]
        if rng.random() < 0.06:
            continue
        if parent in ceos and rng.random() < 0.15:
            ceos[company] = ceos[parent]
        else:
            ceos[company] = person(CITIES[city])
        facts.append((ceos[company], CEO_OF, company))

    # substations, one at most in a town, and the lines between them
    substations: dict[str, list[str]] = {}  # region: its substations
    sub_town: dict[str, str] = {}
    sub_kv: dict[str, int] = {}
    for region, towns in TOWNS.items():
        country, _, owner, _, style, _ = REGIONS[region]
        levels = KV_LEVELS[country]
        here = rng.sample(sorted(towns), max(2, round(len(towns) * rng.uniform(0.6, 0.9))))
        for town in here:
            name = rng.choice(SUBSTATION_STYLES[style]).format(t=town)
            kv = rng.choices(levels, [1] * (len(levels) - 2) + [3, 3])[0]
            substations.setdefault(region, []).append(name)
            sub_town[name], sub_kv[name] = town, kv
            facts.append((name, LOCATED_IN, town))
            if rng.random() < 0.94:
                facts.append((name, VOLTAGE, str(kv)))
            if rng.random() < 0.9:
                facts.append((name, OWNED_BY, owner))
            else:
                others = [g for g, (cs, _, _) in GENERATORS.items() if country in cs]
                facts.append((name, OWNED_BY, rng.choice(others)))

    lines: set[str] = set()

    def line(a: str, b: str, kind: str, name: str | None = None) -> None:
        """A line from substation `a` to `b`: within a region, across regions, or between
        countries."""
        country = _region_country(next(r for r, s in substations.items() if a in s))
        levels = [v for v in KV_LEVELS[country] if v <= min(sub_kv[a], sub_kv[b])]
        if name and "HVDC" in name:
            kv = rng.choice(HVDC_KV)
        else:
            kv = rng.choice(levels or [min(KV_LEVELS[country])])
        if name is None:
            region = next(r for r, s in substations.items() if a in s)
            if rng.random() < 0.6:
                name = f"{sub_town[a]}-{sub_town[b]} {kv} kV"
            else:
                name = f"{REGIONS[region][5]}-{kv}-{rng.randint(100, 999)}"
            base, circuit = name, 2
            while name in lines:
                name, circuit = f"{base} Circuit {circuit}", circuit + 1
        lines.add(name)
        low, high = {"local": (4.0, 140.0), "tie": (40.0, 320.0), "link": (60.0, 620.0)}[kind]
        facts.extend([(name, FROM_SUB, a), (name, TO_SUB, b), (name, VOLTAGE, str(kv))])
        if rng.random() < 0.9:
            facts.append((name, LENGTH, f"{rng.uniform(low, high):.1f}"))

    for subs in substations.values():
        order = rng.sample(subs, len(subs))
        for a, b in pairwise(order):
            line(a, b, "local")
        for _ in range(rng.randint(0, 2)):
            a, b = rng.sample(subs, 2)
            line(a, b, "local")
    by_country: dict[str, list[str]] = {}
    for region in REGIONS:
        by_country.setdefault(_region_country(region), []).append(region)
    for regions in by_country.values():
        for r1, r2 in pairwise(regions):
            for _ in range(rng.randint(1, 2)):
                line(rng.choice(substations[r1]), rng.choice(substations[r2]), "tie")
    for name, r1, r2 in INTERCONNECTORS:
        line(rng.choice(substations[r1]), rng.choice(substations[r2]), "link", name)

    # power stations
    stations: set[str] = set()
    seas = {country: rng.sample(banks, len(banks)) for country, banks in SEAS.items()}
    honorees = {style: rng.sample(names, len(names)) for style, names in HONOREES.items()}

    def station_name(town: str, source: str, operator: str, region: str) -> str:
        """A name after the town, a sea bank, a person or the operator's brand."""
        country, style = _region_country(region), REGIONS[region][4]
        brand = GENERATORS[operator][2]
        roll = rng.random()
        if source == OFFSHORE:
            where = seas[country].pop() if seas.get(country) else town
            base = OFFSHORE_STYLES.get(style, "{t} Offshore Wind Farm").format(t=where)
        elif brand and source in BRAND_KINDS and roll < 0.4:
            base = f"{brand} {town} {rng.choice(BRAND_KINDS[source])}"
        elif source in THERMAL and roll < 0.14 and honorees.get(style):
            dam, other = PERSON_STYLES[style]
            base = (dam if source == HYDRO else other).format(n=honorees[style].pop())
        else:
            base = STYLES[style][source].format(t=town)
        name = base
        if name in stations or rng.random() < 0.07:
            name = next(f"{base} {s}" for s in SUFFIXES if f"{base} {s}" not in stations)
        stations.add(name)
        return name

    managers: dict[tuple[str, str], list[str]] = {}
    for region, towns in TOWNS.items():
        country, _, _, mix, _, _ = REGIONS[region]
        for town, coastal in towns.items():
            for _ in range(rng.choice([1, 1, 2, 2, 2, 3])):
                kinds = [s for s in MIXES[mix] if s != OFFSHORE or coastal]
                source = rng.choices(kinds, [MIXES[mix][s] for s in kinds])[0]
                able = [
                    g for g, (cs, ss, _) in GENERATORS.items() if country in cs and source in ss
                ]
                operator = rng.choice(able)
                station = station_name(town, source, operator, region)
                years, (low, high), _ = SOURCES[source]
                year = rng.randint(*years)
                mw = rng.randint(low, high)
                if source in THERMAL and rng.random() < 0.6:
                    mw = max(low, round(mw, -1))
                while mw in ALL_KV:
                    mw += 1
                facts += [(station, SOURCE, source), (station, CAPACITY, str(mw)),
                          (station, COMMISSIONED, str(year)), (station, OPERATED_BY, operator),
                          (station, FEEDS, region), (station, LOCATED_IN, town)]  # fmt: skip
                roll = rng.random()
                parent = COMPANIES[operator][3]
                if roll < 0.65:
                    owners = [operator]
                elif roll < 0.78:
                    owners = [rng.choice(FUNDS)]
                elif roll < 0.92:
                    others = [g for g, (cs, _, _) in GENERATORS.items() if country in cs]
                    owners = [operator, rng.choice(FUNDS + others)]
                else:
                    owners = [parent if parent else operator]
                facts += [(station, OWNED_BY, o) for o in dict.fromkeys(owners)]
                if rng.random() < 0.85:
                    fits = [m for m, (_, y, s) in MODELS.items() if s == source and y <= year]
                    if fits:
                        count = 2 if source in (ONSHORE, SOLAR) and rng.random() < 0.12 else 1
                        chosen = rng.sample(fits, min(count, len(fits)))
                        facts += [(station, USES_MODEL, m) for m in chosen]
                if rng.random() < 0.88:
                    subs = substations[region]
                    local = [s for s in subs if sub_town[s] == town]
                    sub = local[0] if local and rng.random() < 0.75 else rng.choice(subs)
                    facts.append((station, GRID, sub))
                if rng.random() < 0.55:
                    known = managers.setdefault((operator, region), [])
                    if known and rng.random() < 0.35:
                        manager = rng.choice(known)
                    else:
                        manager = person(country)
                        known.append(manager)
                    facts.append((station, MANAGED_BY, manager))

    countries = set(CITIES.values()) | {r[0] for r in REGIONS.values()} | set(POOL)
    values = {str(v) for v in ALL_KV}
    named = [set(CITIES), set(town_region), countries, set(REGIONS), set(COMPANIES),
             set(MODELS), stations, set(sub_town), lines, set(people), set(SOURCES),
             {s[2] for s in SOURCES.values()}, {c[2] for c in COMPANIES.values()},
             values]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    mws = {t for _, r, t in facts if r == CAPACITY}
    years = {t for _, r, t in facts if r in (COMMISSIONED, FOUNDED)}
    kms = {t for _, r, t in facts if r == LENGTH}
    assert not (mws & years or mws & values or kms & (mws | years | values)), "numbers overlap"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("energy", energy_kg, ENERGY)
