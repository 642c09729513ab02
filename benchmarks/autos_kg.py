"""An automotive KG of our own, made up for an unseen-KG check (written after the football,
library, music, hospital, company, travel, academia, geopolitics, cuisine, space, art,
software, ecology, maritime, pharma, law, supply-chain, energy and games KGs, to check the
rules they led to, and not tuned on): car models with made-up names in several styles
(alphanumeric "XR-7", "Q5", "S340", single words "Meridian", words with a trim "Vela Sport"),
the brands that make them, the groups that own the brands, body styles, the engines they use
(codes such as "AW-220", "AW-180D", "HE-E310", "KM-FC114") and their fuel, launch years,
assembly plants, designers, platforms and the models they replace; engines (their maker,
their fuel, their power in kW); plants (city, operating brand, opening year); brands and
groups (head office city, founding year, founder, chief executive); people (nationality,
drawn with `NameDrawer` from name pools of their country); and cities in ten countries.

Relation names are as a data team exports them from a relational database: lower snake_case
column-like names (`body_style`, `parent_group`, `power_kw`, `year_founded`), four of them
with the abbreviations such a team uses (`mfr`, `launch_yr`, `assy_plant`, `hq_city`), and
three also stored backwards under a twin the team named (`mfr` / `makes`, `parent_group` /
`owns_brand`, `assy_plant` / `assembles`), the others once; no types file.

`mfr` is said of models and engines alike (a brand), `fuel_type` of models and engines alike
(a model with a petrol engine may be a hybrid or a plug-in hybrid), `hq_city`,
`year_founded`, `founder` and `ceo` of brands and groups alike. Facts go missing at random
(a model with no designer, platform, fuel type, launch year or plant; a brand with no founder
or chief executive; a plant with no opening year); two brands belong to no group. Models
mostly use engines of their brand or of another brand of its group, are built on a platform
of their group, in a plant of their brand or of their group, and replace an earlier model of
their brand with the same body style. Launch years (1950 to 2024), founding years (1896 to
2015) and opening years (1925 to 2022) overlap; powers (55 to 450 kW) overlap none of them.
Wordings were written before any run and were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

MFR = "mfr"
BODY = "body_style"
ENGINE = "engine"
FUEL = "fuel_type"
LAUNCH = "launch_yr"
PLANT = "assy_plant"
DESIGNER = "designer"
PLATFORM = "platform"
PREDECESSOR = "predecessor"
POWER = "power_kw"
CITY = "city"
OPERATOR = "operator"
OPENED = "opening_year"
HQ = "hq_city"
FOUNDED = "year_founded"
FOUNDER = "founder"
PARENT = "parent_group"
CEO = "ceo"
NATIONALITY = "nationality"
COUNTRY = "country"

TWINS = {MFR: "makes", PARENT: "owns_brand", PLANT: "assembles"}

PETROL, DIESEL, ELECTRIC, HYDROGEN = "petrol", "diesel", "electric", "hydrogen"
HYBRID, PLUG_IN = "hybrid", "plug-in hybrid"
FUELS = {"p": PETROL, "d": DIESEL, "e": ELECTRIC, "h": HYDROGEN}
FIRST_YEAR = {PETROL: 1950, DIESEL: 1950, ELECTRIC: 2011, HYDROGEN: 2014}
POWERS = {PETROL: (55, 330), DIESEL: (66, 210), ELECTRIC: (80, 450), HYDROGEN: (94, 134)}

SEDAN, SUV, HATCH, PICKUP = "sedan", "SUV", "hatchback", "pickup truck"
COUPE, CABRIO, WAGON, MINIVAN = "coupe", "convertible", "station wagon", "minivan"
CROSSOVER = "crossover"
FAMILY = [SEDAN, SUV, HATCH, CROSSOVER, WAGON, MINIVAN]

CITIES = {  # city: its country
    "Stuttgart": "Germany", "Ingolstadt": "Germany", "Zwickau": "Germany", "Bremen": "Germany",
    "Leipzig": "Germany", "Nagoya": "Japan", "Hiroshima": "Japan", "Hamamatsu": "Japan",
    "Yokohama": "Japan", "Fukuoka": "Japan", "Detroit": "United States",
    "Chattanooga": "United States", "Spartanburg": "United States",
    "Fremont": "United States", "Lansing": "United States", "Ulsan": "South Korea",
    "Seoul": "South Korea", "Gwangju": "South Korea", "Asan": "South Korea", "Turin": "Italy",
    "Modena": "Italy", "Melfi": "Italy", "Bologna": "Italy", "Paris": "France",
    "Sochaux": "France", "Rennes": "France", "Mulhouse": "France", "Gothenburg": "Sweden",
    "Trollhattan": "Sweden", "Sodertalje": "Sweden", "Uddevalla": "Sweden",
    "Shanghai": "China", "Changchun": "China", "Wuhan": "China", "Hangzhou": "China",
    "Chongqing": "China", "Coventry": "United Kingdom", "Birmingham": "United Kingdom",
    "Sunderland": "United Kingdom", "Oxford": "United Kingdom", "Crewe": "United Kingdom",
    "Puebla": "Mexico", "Aguascalientes": "Mexico", "Saltillo": "Mexico",
    "Hermosillo": "Mexico", "Monterrey": "Mexico",
}  # fmt: skip
GROUPS = {  # group: its head office city, founding year, its platforms
    "Rheinmark Mobility Group": ("Stuttgart", 1926, ["RMA-S", "RMA-L", "PPX Electric"]),
    "Kaisei Motor Holdings": ("Nagoya", 1937, ["KGA-C", "KGA-K", "e-Axis Platform"]),
    "Great Lakes Motors Corporation": ("Detroit", 1908,
                                       ["Sigma II", "Ultra Drive Architecture",
                                        "Heavy Duty Frame T1"]),
    "Hanbit Automotive Group": ("Seoul", 1967, ["HN3", "E-Flex Modular"]),
    "Stellara Automobiles": ("Paris", 2003, ["Stella Small", "Stella Large", "Tipo Frame"]),
    "Nordvik Auto Group": ("Gothenburg", 1999, ["Nordic Scalable Base", "NV-Compact"]),
    "Huaxing Automobile Group": ("Shanghai", 1955, ["Sea Wave Architecture", "HX-Pure EV"]),
}  # fmt: skip
BRANDS = {  # brand: its head office city, founding year, group ("" for none), engine code
    # prefix ("" if it makes no engines), fuels of its models, naming styles, body styles
    "Adlerwerk": ("Stuttgart", 1899, "Rheinmark Mobility Group", "AW", "pde", "aat",
                  [SEDAN, WAGON, SUV, COUPE, CABRIO]),
    "Vossler": ("Ingolstadt", 1909, "Rheinmark Mobility Group", "VS", "pde", "aaw",
                [SEDAN, WAGON, SUV, HATCH, CROSSOVER]),
    "Lindmark": ("Zwickau", 1932, "Rheinmark Mobility Group", "", "pde", "wwt",
                 [HATCH, SEDAN, WAGON, MINIVAN, CROSSOVER]),
    "Kessel Sport": ("Leipzig", 1948, "Rheinmark Mobility Group", "", "pe", "at",
                     [COUPE, CABRIO, SUV]),
    "Ashcombe": ("Crewe", 1919, "Rheinmark Mobility Group", "", "p", "ww",
                 [SEDAN, COUPE, CABRIO, SUV]),
    "Kaisei": ("Nagoya", 1937, "Kaisei Motor Holdings", "KM", "pdeh", "wwta",
               [SEDAN, HATCH, SUV, MINIVAN, PICKUP, CROSSOVER]),
    "Tenryu": ("Hamamatsu", 1952, "Kaisei Motor Holdings", "TR", "pe", "wwa",
               [HATCH, CROSSOVER, MINIVAN]),
    "Aoba Motors": ("Hiroshima", 1920, "Kaisei Motor Holdings", "", "pd", "wat",
                    [SEDAN, HATCH, COUPE, CROSSOVER]),
    "Lucere": ("Yokohama", 1989, "Kaisei Motor Holdings", "", "pe", "aa",
               [SEDAN, SUV, COUPE]),
    "Ridgeway": ("Detroit", 1903, "Great Lakes Motors Corporation", "RW", "pde", "wwt",
                 [SEDAN, SUV, PICKUP, COUPE, MINIVAN]),
    "Canfield Motor Company": ("Lansing", 1911, "Great Lakes Motors Corporation", "CF", "pe",
                               "wt", [SEDAN, SUV, CROSSOVER, WAGON]),
    "Sable Trucks": ("Detroit", 1921, "Great Lakes Motors Corporation", "ST", "pd", "wa",
                     [PICKUP, SUV]),
    "Halcyon Electric": ("Fremont", 2006, "", "HE", "e", "aw", [SEDAN, SUV, CROSSOVER, PICKUP]),
    "Hanbit Motors": ("Seoul", 1967, "Hanbit Automotive Group", "HB", "pdeh", "wwt",
                      [SEDAN, HATCH, SUV, CROSSOVER, MINIVAN]),
    "Daeseong": ("Ulsan", 1944, "Hanbit Automotive Group", "", "pde", "wa",
                 [SEDAN, SUV, CROSSOVER, PICKUP, WAGON]),
    "Corvallo": ("Turin", 1906, "Stellara Automobiles", "CV", "pd", "wwt",
                 [HATCH, SEDAN, WAGON, CROSSOVER, MINIVAN]),
    "Ferrando": ("Modena", 1929, "Stellara Automobiles", "FD", "p", "wa", [COUPE, CABRIO]),
    "Marchetti": ("Bologna", 1937, "Stellara Automobiles", "", "pd", "wt",
                  [HATCH, CABRIO, SEDAN]),
    "Delorme": ("Paris", 1896, "Stellara Automobiles", "DL", "pde", "ata",
                [HATCH, SEDAN, WAGON, MINIVAN, SUV]),
    "Sauvier": ("Sochaux", 1910, "Stellara Automobiles", "", "pde", "aw",
                [HATCH, SEDAN, CROSSOVER, WAGON]),
    "Nordvik": ("Gothenburg", 1927, "Nordvik Auto Group", "NV", "pde", "aat",
                [SEDAN, WAGON, SUV, CROSSOVER]),
    "Skarborg": ("Trollhattan", 1947, "Nordvik Auto Group", "", "pd", "aw",
                 [SEDAN, HATCH, CABRIO, WAGON]),
    "Huaxing": ("Shanghai", 1955, "Huaxing Automobile Group", "HX", "pe", "wwa",
                [SEDAN, SUV, MINIVAN, CROSSOVER]),
    "Qilin Auto": ("Hangzhou", 1997, "Huaxing Automobile Group", "QL", "pe", "wat",
                   [SEDAN, HATCH, SUV, CROSSOVER]),
    "Yunfeng EV": ("Wuhan", 2015, "Huaxing Automobile Group", "", "e", "aw",
                   [SEDAN, SUV, HATCH]),
    "Pennington": ("Coventry", 1904, "Huaxing Automobile Group", "", "pe", "wt",
                   [HATCH, CABRIO, SUV, CROSSOVER]),
    "Azteca Motores": ("Puebla", 1985, "", "", "pd", "wa", [PICKUP, HATCH, SEDAN]),
}  # fmt: skip
PLANTS = {  # plant: its city, the brand operating it
    "Stuttgart Works": ("Stuttgart", "Adlerwerk"), "Bremen Assembly": ("Bremen", "Adlerwerk"),
    "Spartanburg Works": ("Spartanburg", "Adlerwerk"),
    "Ingolstadt North Plant": ("Ingolstadt", "Vossler"),
    "Zwickau Works": ("Zwickau", "Lindmark"), "Puebla Assembly": ("Puebla", "Lindmark"),
    "Leipzig Plant": ("Leipzig", "Kessel Sport"), "Crewe Works": ("Crewe", "Ashcombe"),
    "Motomachi Plant": ("Nagoya", "Kaisei"), "Nagoya Bay Plant": ("Nagoya", "Kaisei"),
    "Chattanooga Assembly": ("Chattanooga", "Kaisei"), "Sunderland Plant": ("Sunderland", "Kaisei"),
    "Hamamatsu Works": ("Hamamatsu", "Tenryu"),
    "Aguascalientes Plant": ("Aguascalientes", "Tenryu"),
    "Ujina Plant": ("Hiroshima", "Aoba Motors"), "Fukuoka Assembly": ("Fukuoka", "Lucere"),
    "Rouge River Assembly": ("Detroit", "Ridgeway"),
    "Hermosillo Stamping and Assembly": ("Hermosillo", "Ridgeway"),
    "Grand River Plant": ("Lansing", "Canfield Motor Company"),
    "Saltillo Truck Assembly": ("Saltillo", "Sable Trucks"),
    "Fremont Factory": ("Fremont", "Halcyon Electric"),
    "Lingang Plant": ("Shanghai", "Halcyon Electric"),
    "Ulsan Plant 1": ("Ulsan", "Hanbit Motors"), "Asan Plant": ("Asan", "Hanbit Motors"),
    "Ulsan Plant 3": ("Ulsan", "Daeseong"), "Gwangju Works": ("Gwangju", "Daeseong"),
    "Monterrey Assembly": ("Monterrey", "Daeseong"),
    "Mirafiori Plant": ("Turin", "Corvallo"), "Melfi Assembly": ("Melfi", "Corvallo"),
    "Modena Works": ("Modena", "Ferrando"), "Borgo Panigale Plant": ("Bologna", "Marchetti"),
    "Sochaux Plant": ("Sochaux", "Sauvier"), "La Janais Plant": ("Rennes", "Delorme"),
    "Mulhouse Works": ("Mulhouse", "Delorme"), "Torslanda Plant": ("Gothenburg", "Nordvik"),
    "Uddevalla Assembly": ("Uddevalla", "Nordvik"), "Chongqing Plant": ("Chongqing", "Nordvik"),
    "Trollhattan Works": ("Trollhattan", "Skarborg"),
    "Sodertalje Plant": ("Sodertalje", "Skarborg"),
    "Anting Plant": ("Shanghai", "Huaxing"), "Changchun Assembly": ("Changchun", "Huaxing"),
    "Hangzhou Bay Plant": ("Hangzhou", "Qilin Auto"), "Wuhan Plant": ("Wuhan", "Yunfeng EV"),
    "Longbridge Works": ("Birmingham", "Pennington"), "Cowley Plant": ("Oxford", "Pennington"),
    "Puebla Norte Plant": ("Puebla", "Azteca Motores"),
}  # fmt: skip
WORDS = ["Meridian", "Vela", "Solenne", "Arcadia", "Tavira", "Orsino", "Velanto", "Marlowe",
         "Calder", "Serrana", "Aurelle", "Brisa", "Cantara", "Delmar", "Estrada", "Fiora",
         "Galena", "Isola", "Junara", "Kestra", "Lyra", "Mistral", "Novara", "Oriel",
         "Quasar", "Rialto", "Sabre", "Tamaro", "Umbra", "Valora", "Wayfarer", "Zephyr",
         "Altair", "Borealis", "Cirrus", "Dunmore", "Ember", "Falcata", "Ibex", "Jubilee",
         "Monarch", "Nomad", "Pampas", "Savanna", "Tempest", "Ventura", "Whitby", "Yarrow",
         "Zenith", "Amaro", "Bellona", "Corvina", "Drifter", "Fjord", "Glacier", "Hesper",
         "Ionis", "Kaimana", "Larkspur", "Maestrale", "Nimbus", "Ondine", "Pelican", "Rivage",
         "Sirena", "Talon", "Torrent", "Vireo", "Wren", "Aquila", "Castile", "Dorado", "Elara",
         "Fenix", "Helio", "Kairo", "Lucenta", "Mirada", "Ostara", "Pavona", "Rocca", "Salvia",
         "Tessera", "Alcor", "Bravura", "Cadenza", "Dune", "Escala", "Forte", "Gala",
         "Harmonia", "Impulso", "Levante", "Mosaic", "Orbita", "Presto", "Ronda", "Sierra",
         "Tundara", "Vanta", "Zorya", "Aria", "Breva", "Caspian", "Evora", "Hollis"]  # fmt: skip
TRIMS = ["Sport", "Cross", "GT", "Tourer", "Active", "Allroad", "Max", "Classic", "Plus"]
PAIRS = ["XR", "ZT", "GS", "LX", "RS", "QX", "TX", "VX", "KX", "MZ", "CX", "EV", "DS", "HR",
         "NX", "SR", "UX", "GL", "FX", "JR"]  # fmt: skip
LETTERS = "ABCDEFGHIKLMNPQRSTVXZ"

POOL = {  # nationality: its name pool
    "Germany": "de", "Japan": "jp", "United States": "en", "United Kingdom": "en",
    "South Korea": "kr", "Italy": "it", "France": "fr", "Sweden": "sv", "China": "cn",
    "Mexico": "es",
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["Harold", "Janet", "Curtis", "Linda", "Franklin", "Donna", "Marcus", "Beverly",
            "Raymond", "Gillian", "Stuart", "Heather", "Lowell", "Rachel"],
           ["Kettering", "Ashby", "Dunlop", "Mercer", "Holloway", "Briggs", "Pritchard",
            "Lockwood", "Sutton", "Garland", "Whitlock", "Crawford", "Ellison", "Barlow"]),
    "de": (["Ernst", "Karin", "Gottlieb", "Heike", "Manfred", "Petra", "Klaus", "Anke",
            "Werner", "Jutta", "Ferdinand", "Elke"],
           ["Bauer", "Lehmann", "Krause", "Engel", "Wendt", "Pohl", "Stahl", "Kuhn",
            "Adler", "Berger", "Reuter", "Falk"]),
    "jp": (["Kiichiro", "Hiroko", "Soichiro", "Akiko", "Masaru", "Yumiko", "Jiro", "Reiko",
            "Kenji", "Fumiko", "Tetsuya", "Mariko"],
           ["Aoki", "Inoue", "Kato", "Kobayashi", "Matsuda", "Nakamura", "Okada", "Sasaki",
            "Suzuki", "Tanaka", "Watanabe", "Yoshida"]),
    "kr": (["Jae-hyun", "Soo-jin", "Kwang-ho", "Mi-rae", "Sung-min", "Yoon-hee", "Tae-woo",
            "Hae-won", "Dong-hyuk", "Ji-eun"],
           ["Han", "Jang", "Lim", "Shin", "Cho", "Kwon", "Song", "Bae", "Ahn", "Nam"]),
    "it": (["Enzo", "Giulia", "Vittorio", "Elena", "Sergio", "Alessandra", "Battista",
            "Federica", "Luca", "Serena"],
           ["Lombardo", "Moretti", "Fontana", "Santoro", "Rinaldi", "Caruso", "Pellegrini",
            "Vitale", "Farina", "Gentile"]),
    "fr": (["Armand", "Colette", "Louis", "Brigitte", "Andre", "Simone", "Gilles", "Helene",
            "Thierry", "Mathilde"],
           ["Bonnet", "Dupuis", "Leclerc", "Mercier", "Boucher", "Renard", "Gauthier",
            "Moulin", "Lemoine", "Picard"]),
    "sv": (["Gustaf", "Astrid", "Lars", "Ingrid", "Nils", "Sigrid", "Anders", "Elsa",
            "Magnus", "Britt"],
           ["Larsson", "Gabrielsson", "Andersson", "Lindqvist", "Wallin", "Hedlund",
            "Forsberg", "Engstrom", "Sundberg", "Nystrom"]),
    "cn": (["Shufu", "Xiaomei", "Chuanfu", "Yanling", "Jianguo", "Lifang", "Wenbin", "Qiong",
            "Zhenyu", "Yuhan"],
           ["Li", "Zhao", "Wu", "Ma", "Hu", "Zhu", "Gao", "Luo", "Zheng", "Tang"]),
    "es": (["Alejandro", "Guadalupe", "Rodrigo", "Mariana", "Emilio", "Ximena", "Ignacio",
            "Paloma", "Arturo", "Valeria"],
           ["Hernandez", "Gutierrez", "Ramirez", "Mendoza", "Castillo", "Aguilar", "Salazar",
            "Delgado", "Cordero", "Fuentes"]),
}  # fmt: skip

AUTOS = Wordings(
    one_hop={
        (MFR, True): ("who makes the {x} ?", "which brand manufactures {x} ?",
                      "{x} is built by which carmaker ?", "what make is the {x} ?",
                      "who is the manufacturer of {x} ?"),
        (MFR, False): ("which models does {x} make ?", "list the cars made by {x} ?",
                       "what vehicles does {x} produce ?", "name a car from {x} ?"),
        (BODY, True): ("what body style is the {x} ?", "what type of car is the {x} ?",
                       "what kind of body does the {x} have ?",
                       "what sort of vehicle is the {x} ?"),
        (BODY, False): ("which cars are {x}s ?", "name a {x} ?", "list {x} models ?",
                        "which models come as a {x} ?"),
        (ENGINE, True): ("what engine does the {x} use ?", "which engine is in the {x} ?",
                         "what powers the {x} ?", "what's under the hood of the {x} ?"),
        (ENGINE, False): ("which models use the {x} engine ?", "what cars is the {x} fitted in ?",
                          "name a car powered by the {x} ?"),
        (FUEL, True): ("what fuel does the {x} run on ?", "what is the fuel type of {x} ?",
                       "what does the {x} run on ?", "what kind of fuel does {x} need ?"),
        (FUEL, False): ("which cars run on {x} ?", "what vehicles use {x} ?",
                        "list models with a {x} powertrain ?"),
        (LAUNCH, True): ("when was the {x} launched ?", "what year did the {x} come out ?",
                         "in which year was {x} introduced ?", "when did the {x} go on sale ?"),
        (LAUNCH, False): ("which cars were launched in {x} ?", "what models came out in {x} ?",
                          "name a car introduced in {x} ?"),
        (PLANT, True): ("where is the {x} assembled ?", "which plant builds the {x} ?",
                        "in what factory is {x} made ?", "where is the {x} built ?"),
        (PLANT, False): ("which models are assembled at {x} ?", "what does {x} build ?",
                         "what cars come off the line at {x} ?"),
        (DESIGNER, True): ("who designed the {x} ?", "who was the designer of {x} ?",
                           "who penned the {x} ?", "whose design is the {x} ?"),
        (DESIGNER, False): ("which cars did {x} design ?", "what models has {x} styled ?",
                            "name a car designed by {x} ?"),
        (PLATFORM, True): ("what platform is the {x} built on ?",
                           "which architecture underpins the {x} ?", "what is the {x} based on ?"),
        (PLATFORM, False): ("which models use the {x} platform ?", "what cars are built on {x} ?",
                            "name a vehicle that sits on the {x} ?"),
        (PREDECESSOR, True): ("what did the {x} replace ?", "what was the predecessor of {x} ?",
                              "which model came before the {x} ?"),
        (PREDECESSOR, False): ("what replaced the {x} ?", "what is the successor of the {x} ?",
                               "which model took over from the {x} ?"),
        (POWER, True): ("how many kw does the {x} produce ?", "what is the power output of {x} ?",
                        "how powerful is the {x} engine ?"),
        (POWER, False): ("which engines make {x} kw ?", "name an engine rated at {x} kw ?"),
        (CITY, True): ("which city is {x} in ?", "where is {x} located ?",
                       "in what town is the {x} factory ?"),
        (CITY, False): ("which plants are in {x} ?", "what car factories are located in {x} ?",
                        "name a plant in {x} ?"),
        (OPERATOR, True): ("who operates {x} ?", "which brand runs {x} ?",
                           "whose factory is {x} ?"),
        (OPERATOR, False): ("which plants does {x} operate ?", "what factories does {x} run ?",
                            "name a plant owned by {x} ?"),
        (OPENED, True): ("when did {x} open ?", "what year was {x} opened ?",
                         "when did production start at {x} ?"),
        (OPENED, False): ("which plants opened in {x} ?", "what factories were opened in {x} ?"),
        (HQ, True): ("where is {x} headquartered ?", "where is {x} based ?",
                     "which city is the head office of {x} in ?",
                     "where are {x}'s headquarters ?"),
        (HQ, False): ("which carmakers are headquartered in {x} ?",
                      "what companies are based in {x} ?",
                      "name an automaker with its head office in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "in which year did {x} start ?"),
        (FOUNDED, False): ("which companies were founded in {x} ?",
                           "what carmakers were established in {x} ?",
                           "name a brand set up in {x} ?"),
        (FOUNDER, True): ("who founded {x} ?", "who started {x} ?", "who is the founder of {x} ?",
                          "who set up {x} ?"),
        (FOUNDER, False): ("which company did {x} found ?", "what brand was started by {x} ?",
                           "what did {x} establish ?"),
        (PARENT, True): ("who owns {x} ?", "what is the parent company of {x} ?",
                         "which group does {x} belong to ?", "{x} is part of which group ?"),
        (PARENT, False): ("which brands does {x} own ?", "list the marques of {x} ?",
                          "what brands belong to {x} ?", "name a brand in the {x} portfolio ?"),
        (CEO, True): ("who is the ceo of {x} ?", "who runs {x} ?", "who heads {x} ?",
                      "who is in charge of {x} ?"),
        (CEO, False): ("which company does {x} lead ?", "what is {x} the chief executive of ?",
                       "which firm is {x} the boss of ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "where is {x} from ?",
                              "which country is {x} a citizen of ?"),
        (NATIONALITY, False): ("which people are from {x} ?", "who is a {x} national ?",
                               "list people of {x} nationality ?"),
        (COUNTRY, True): ("which country is {x} in ?", "{x} is in what country ?",
                          "what country does {x} belong to ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?",
                           "list places in {x} ?"),
    },
    two_hop={
        ((MFR, True), (PARENT, True)): (
            "which group owns the maker of {x} ?",
            "what parent company is the {x} ultimately from ?",
            "which group does the brand behind the {x} belong to ?"),
        ((MFR, True), (HQ, True)): (
            "where is the maker of {x} headquartered ?",
            "in which city is the company that builds the {x} based ?"),
        ((ENGINE, True), (MFR, True)): (
            "who makes the engine in the {x} ?",
            "which company builds the powerplant of the {x} ?"),
        ((ENGINE, True), (POWER, True)): (
            "how much power does the {x} have ?",
            "what is the kw rating of the {x}'s engine ?"),
        ((PLANT, True), (CITY, True)): (
            "in which city is the {x} built ?", "what city is the {x} assembled in ?"),
        ((DESIGNER, True), (NATIONALITY, True)): (
            "what nationality is the designer of {x} ?",
            "where is the person who designed the {x} from ?"),
        ((PARENT, False), (MFR, False)): (
            "which cars does {x} make ?", "name a model from a brand of {x} ?"),
        ((MFR, False), (BODY, True)): (
            "what body styles does {x} offer ?", "what kinds of vehicles does {x} make ?"),
        ((BODY, False), (MFR, True)): (
            "which brands make {x}s ?", "who builds a {x} ?"),
        ((PLATFORM, False), (MFR, True)): (
            "which brands use the {x} platform ?", "whose cars are built on {x} ?"),
        ((PREDECESSOR, True), (LAUNCH, True)): (
            "when was the model replaced by the {x} launched ?",
            "what year did the {x}'s predecessor come out ?"),
        ((HQ, True), (COUNTRY, True)): (
            "in which country is {x} headquartered ?", "what country is {x} from ?"),
        ((CITY, True), (COUNTRY, True)): (
            "in which country is {x} ?", "what country is the {x} plant in ?"),
        ((PLANT, True), (OPERATOR, True)): (
            "which brand runs the factory that builds the {x} ?",
            "who operates the plant where the {x} is assembled ?"),
        ((CEO, True), (NATIONALITY, True)): (
            "what nationality is the ceo of {x} ?", "where is the boss of {x} from ?"),
        ((COUNTRY, False), (HQ, False)): (
            "which carmakers are based in {x} ?", "name a car company from {x} ?"),
        ((FOUNDER, True), (NATIONALITY, True)): (
            "what nationality was the founder of {x} ?",
            "which country did the person who started {x} come from ?"),
        ((DESIGNER, False), (MFR, True)): (
            "which brands has {x} designed for ?",
            "for which carmakers has {x} drawn cars ?"),
        ((OPERATOR, False), (CITY, True)): (
            "in which cities does {x} have plants ?", "where are {x}'s factories ?"),
        ((FUEL, False), (MFR, True)): (
            "which brands make {x} cars ?", "who sells {x} vehicles ?"),
    },
    two_anchor=(
        ((MFR, False), (BODY, False),
         ("which {x} models are {y}s ?", "name a {y} made by {x} ?")),
        ((MFR, False), (LAUNCH, False),
         ("which {x} cars were launched in {y} ?", "what did {x} introduce in {y} ?")),
        ((MFR, False), (FUEL, False),
         ("which {y} models does {x} make ?", "name a {y} car from {x} ?")),
        ((PLANT, False), (BODY, False),
         ("which {y}s are built at {x} ?", "what {y} is assembled in {x} ?")),
        ((DESIGNER, False), (MFR, False),
         ("which {y} cars did {x} design ?", "what did {x} design for {y} ?")),
        ((PLATFORM, False), (FUEL, False),
         ("which {y} models are on the {x} platform ?", "name a {y} car built on {x} ?")),
        ((HQ, False), (FOUNDED, False),
         ("which company based in {x} was founded in {y} ?",
          "what carmaker from {x} dates from {y} ?")),
        ((ENGINE, False), (BODY, False),
         ("which {y} uses the {x} engine ?", "name a {y} powered by the {x} ?")),
        ((CITY, False), (OPERATOR, False),
         ("which {y} plant is in {x} ?", "what factory does {y} run in {x} ?")),
    ),
)  # fmt: skip
PLATFORMS_OF = {family: platforms for family, (_, _, platforms) in GROUPS.items()}
PLATFORMS_OF["Halcyon Electric"] = ["Halcyon Skateboard"]
EV_PLATFORMS = {"PPX Electric", "e-Axis Platform", "E-Flex Modular", "HX-Pure EV",
                "Halcyon Skateboard"}  # fmt: skip
TRUCK_FRAME = "Heavy Duty Frame T1"


def _country(place: str) -> str:
    """The country a brand, a group or a plant is in."""
    if place in BRANDS:
        return CITIES[BRANDS[place][0]]
    if place in GROUPS:
        return CITIES[GROUPS[place][0]]
    return CITIES[PLANTS[place][0]]


def _family(brand: str) -> str:
    """The group `brand` belongs to, or the brand itself if it belongs to none."""
    return BRANDS[brand][2] or brand


def autos_kg(seed: int = 1) -> MadeUpKG:
    """A made-up car industry: 46 cities in 10 countries, 7 groups, 27 brands, 46 plants,
    about 65 engines, 19 platforms, about 225 car models and 110 people."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = [(city, COUNTRY, c) for city, c in CITIES.items()]

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    nationalities = sorted(POOL)
    people: list[str] = []

    def person(country: str, local: float) -> str:
        """A new person, of `country` with odds `local`, else of any country."""
        citizen = country if rng.random() < local else rng.choice(nationalities)
        name = drawers[POOL[citizen]]()
        people.append(name)
        facts.append((name, NATIONALITY, citizen))
        return name

    group_ceos: dict[str, str] = {}
    for group, (city, founded, _) in GROUPS.items():
        facts += [(group, HQ, city), (group, FOUNDED, str(founded))]
        if rng.random() < 0.5:
            facts.append((group, FOUNDER, person(CITIES[city], 0.9)))
        group_ceos[group] = person(CITIES[city], 0.7)
        facts.append((group, CEO, group_ceos[group]))
    for brand, (city, founded, group, *_) in BRANDS.items():
        facts += [(brand, HQ, city), (brand, FOUNDED, str(founded))]
        if group:
            facts.append((brand, PARENT, group))
        if rng.random() < 0.85:
            facts.append((brand, FOUNDER, person(CITIES[city], 0.9)))
        roll = rng.random()
        if group and roll < 0.1:
            facts.append((brand, CEO, group_ceos[group]))
        elif roll < 0.8:
            facts.append((brand, CEO, person(CITIES[city], 0.7)))

    plants_of: dict[str, list[tuple[str, int]]] = {}  # brand: its plants, their opening years
    for plant, (city, brand) in PLANTS.items():
        start = min(max(BRANDS[brand][1] + 1, 1925), 2022)
        if plant_list := plants_of.get(brand):
            opened = rng.randint(min(plant_list[0][1] + 1, 2022), 2022)
        else:
            opened = rng.randint(start, min(start + 20, 2022))
        facts += [(plant, CITY, city), (plant, OPERATOR, brand)]
        if rng.random() < 0.9:
            facts.append((plant, OPENED, str(opened)))
        plants_of.setdefault(brand, []).append((plant, opened))

    engines: dict[str, tuple[str, str]] = {}  # engine: its maker, its fuel
    weight = {PETROL: 5, DIESEL: 3, ELECTRIC: 3, HYDROGEN: 1}
    for brand, (_, _, _, prefix, fuels, *_) in BRANDS.items():
        if not prefix:
            continue
        kinds = [FUELS[f] for f in fuels]
        for i in range(max(len(kinds), rng.randint(3, 6))):
            fuel = kinds[i] if i < len(kinds) else rng.choices(kinds, [weight[k] for k in kinds])[0]
            code = ""
            while not code or code in engines:
                number = rng.randrange(100, 500, 10)
                code = {PETROL: f"{prefix}-{number}", DIESEL: f"{prefix}-{number}D",
                        ELECTRIC: f"{prefix}-E{number}",
                        HYDROGEN: f"{prefix}-FC{number // 10 + 100}"}[fuel]  # fmt: skip
            engines[code] = (brand, fuel)
            facts += [(code, MFR, brand), (code, FUEL, fuel)]
            if rng.random() < 0.95:
                facts.append((code, POWER, str(rng.randint(*POWERS[fuel]))))

    designers: dict[str, list[str]] = {}  # group (or brand of none): its designers
    freelance = [person("Italy", 1.0) for _ in range(4)]  # the design houses of Turin

    def designer(family: str) -> str:
        """A designer of `family`, often one already there, else a new one; or a freelance."""
        if rng.random() < 0.12:
            return rng.choice(freelance)
        staff = designers.setdefault(family, [])
        if staff and rng.random() < 0.7:
            return rng.choice(staff)
        name = person(CITIES[BRANDS[family][0]] if family in BRANDS else _country(family), 0.6)
        staff.append(name)
        return name

    all_platforms = [p for platforms in PLATFORMS_OF.values() for p in platforms]

    def platform(family: str, electric: bool, body: str) -> str:
        """A platform of `family` (of anyone's if it has none) fit for the model."""
        theirs = PLATFORMS_OF.get(family) or all_platforms
        fitting = [p for p in theirs if (p in EV_PLATFORMS) == electric] or theirs
        if body == PICKUP and TRUCK_FRAME in fitting:
            return TRUCK_FRAME
        return rng.choice([p for p in fitting if p != TRUCK_FRAME] or fitting)

    models: set[str] = set()

    def model_name(styles: str) -> str:
        """A model name not drawn before, in one of `styles`: alphanumeric, word, word+trim."""
        while True:
            style = rng.choice(styles)
            if style == "a":
                form = rng.random()
                if form < 0.45:
                    name = f"{rng.choice(PAIRS)}-{rng.randint(2, 9)}"
                elif form < 0.75:
                    name = f"{rng.choice(LETTERS)}{rng.randint(1, 9)}"
                else:
                    name = f"{rng.choice(LETTERS)}{rng.randint(1, 9)}{rng.choice('2468')}0"
            elif style == "w":
                name = rng.choice(WORDS)
            else:
                name = f"{rng.choice(WORDS)} {rng.choice(TRIMS)}"
            if name not in models:
                models.add(name)
                return name

    for brand, (_, founded, _, _, fuels, styles, bodies) in BRANDS.items():
        family = _family(brand)
        kinds = [FUELS[f] for f in fuels]
        first = max(founded + 2, 1950, min(FIRST_YEAR[k] for k in kinds))
        years = sorted(rng.randint(first, 2024) for _ in range(rng.randint(5, 11)))
        mates = {b for b in BRANDS if _family(b) == family}
        theirs = [p for b in sorted(mates) for p in plants_of.get(b, [])]
        replaceable: list[tuple[str, str, int]] = []  # models not replaced yet: body, year
        for year in years:
            name = model_name(styles)
            body = rng.choice(bodies)
            allowed = {k for k in kinds if FIRST_YEAR[k] <= year}
            fit = {e: m for e, (m, f) in engines.items() if f in allowed}
            own = [e for e, m in fit.items() if m == brand]
            grouped = [e for e, m in fit.items() if m in mates]
            roll = rng.random()
            pool = own if own and roll < 0.65 else grouped if grouped and roll < 0.93 else list(fit)
            chosen = rng.sample(pool, min(len(pool), 2 if rng.random() < 0.2 else 1))
            facts += [(name, MFR, brand), (name, BODY, body)]
            facts += [(name, ENGINE, e) for e in chosen]
            electric = False
            for engine in chosen:
                fuel = engines[engine][1]
                electric = electric or fuel == ELECTRIC
                roll = rng.random()
                if fuel == PETROL and year >= 1997 and roll < 0.25:
                    fuel = PLUG_IN if year >= 2010 and roll < 0.08 else HYBRID
                if rng.random() < 0.92:
                    facts.append((name, FUEL, fuel))
            if rng.random() < 0.95:
                facts.append((name, LAUNCH, str(year)))
            mine = plants_of.get(brand, [])
            roll = rng.random()
            source = mine if mine and roll < 0.75 else theirs or mine
            if source and roll < 0.93:
                ready = [p for p, opened in source if opened <= year]
                facts.append((name, PLANT, rng.choice(ready or [source[0][0]])))
            if rng.random() < 0.8:
                facts.append((name, DESIGNER, designer(family)))
            if year >= 1970 and rng.random() < 0.85:
                facts.append((name, PLATFORM, platform(family, electric, body)))
            before = [m for m, b, y in replaceable if b == body and y <= year - 3]
            if before and rng.random() < 0.6:
                facts.append((name, PREDECESSOR, before[-1]))
                replaceable = [t for t in replaceable if t[0] != before[-1]]
            replaceable.append((name, body, year))

    dates = {t for _, r, t in facts if r in (LAUNCH, FOUNDED, OPENED)}
    powers = {t for _, r, t in facts if r == POWER}
    fuels_all = {t for _, r, t in facts if r == FUEL}
    bodies_all = {b for spec in BRANDS.values() for b in spec[6]}
    assert len(people) == len(set(people)), "a person drawn twice"
    named = [set(CITIES), set(POOL) | set(CITIES.values()), set(GROUPS), set(BRANDS),
             set(PLANTS), set(engines), models, set(people), set(all_platforms), bodies_all,
             fuels_all, dates, powers]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("autos", autos_kg, AUTOS)
