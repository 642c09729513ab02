"""A wine KG of our own, made up for an unseen-KG check (written after the football, library,
music, hospital, company, travel, academia, geopolitics, cuisine, space, art, software, ecology,
maritime, pharma, law, supply-chain, energy, games, automotive and aviation KGs, to check the
rules they led to, and not tuned on): wineries with made-up names in the styles of their
countries ("Château Velmont", "Bodegas Las Ardillas", "Weingut Sommerhalde", "Tenuta
Corvara", "Ridgeback Cellars", "Viña Los Maitenes"), the wines they make (Old World cuvées
named after the estate with their vintage, "Velmont Réserve 2014", New World labels named
after their grape, "Night Owl Shiraz"), the real grape varieties they are made from, the real
wine regions and appellations they come from and the countries those are in, the winemakers
who make them (where they were born and the oenology schools they trained at), the people,
drinks groups and holding companies that own the wineries (the companies' head-office
cities), the importers and distributors that carry them abroad, the awards the wines won, the
barrels or vessels they are aged in, and literals: founding years, vintages, alcohol
percentages, annual output in bottles, vineyard areas in hectares and prices in euros.
Relation names are the column headers of a spreadsheet a data team exported: Title Case words
separated by spaces, units in parentheses, two with a slash (`Made By`, `Grape Variety`,
`Winemaker`, `Founded (Year)`, `ABV (%)`, `Vineyard Area (ha)`, `Importer / Distributor`,
`Barrel / Vessel`), and four of the nineteen are also stored backwards under a twin named as
the spreadsheet's other sheet would (`Wines Made` for `Made By`, `Owns` for `Owned By`,
`Winemaker At` for `Winemaker`, `Wineries Represented` for `Importer / Distributor`), the
other fifteen once; no types file.

`Region` is said of wineries and appellations alike, `Country` of regions, cities and
oenology schools alike, `HQ City` of drinks groups and importers alike, and `Owned By`
reaches people and companies alike (some wineries are owned by their own winemaker). A region
fixes the grapes its wines are made from (with their appellation, where they carry one) and
their range of alcohol; Old World wineries make two to four cuvées, each in one or two
vintages, New World wineries two to four labels in one vintage. Winemakers (drawn with
`NameDrawer` from name pools of their nationality, mostly of the winery's country) work at
one winery, a few at two (consultants); they were born in a city mostly of their own country
and trained at one or two schools. Importers are in countries other than the winery's.
Founding years (1630 to 2014) and vintages (2005 to 2022) overlap; prices (9 to 340 euros)
and vineyard areas (3 to 400 hectares) do not overlap with each other or with either year,
nor with the outputs (9,000 bottles or more) or the alcohol percentages (one decimal).
Wordings were written before any run and were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

MADE_BY = "Made By"
GRAPE = "Grape Variety"
REGION = "Region"
COUNTRY = "Country"
APPELLATION = "Appellation"
WINEMAKER = "Winemaker"
OWNER = "Owned By"
BORN = "Born In"
TRAINED = "Trained At"
FOUNDED = "Founded (Year)"
VINTAGE = "Vintage"
ABV = "ABV (%)"
OUTPUT = "Annual Output (Bottles)"
AREA = "Vineyard Area (ha)"
PRICE = "Price (EUR)"
AWARD = "Award Won"
IMPORTER = "Importer / Distributor"
HQ = "HQ City"
VESSEL = "Barrel / Vessel"

TWINS = {MADE_BY: "Wines Made", OWNER: "Owns", WINEMAKER: "Winemaker At",
         IMPORTER: "Wineries Represented"}  # fmt: skip

CAB, MERLOT, FRANC = "Cabernet Sauvignon", "Merlot", "Cabernet Franc"
SAUV, CHARD, PINOT = "Sauvignon Blanc", "Chardonnay", "Pinot Noir"
SYRAH, GRENACHE, MOURV = "Syrah", "Grenache", "Mourvèdre"
RIESLING, TEMPRANILLO, NEBBIOLO = "Riesling", "Tempranillo", "Nebbiolo"
SANGIOVESE, MALBEC, GRUNER = "Sangiovese", "Malbec", "Grüner Veltliner"
TOURIGA, CARMENERE = "Touriga Nacional", "Carmenère"
WHITE = {SAUV, "Sémillon", CHARD, "Aligoté", "Viognier", "Chenin Blanc", RIESLING,
         "Gewürztraminer", "Pinot Gris", "Viura", "Albariño", "Elbling", "Pinot Blanc",
         "Moscato", "Garganega", "Glera", "Grillo", GRUNER, "Encruzado", "Torrontés"}  # fmt: skip

Style = tuple[str | None, list[str]]  # (appellation, grapes)
REGIONS: dict[str, tuple[str, tuple[int, int], list[Style]]] = {
    # region: its country, alcohol range in tenths of a percent, (appellation, grapes) styles
    "Bordeaux": ("France", (125, 145),
                 [("Pauillac", [CAB, MERLOT, FRANC]), ("Margaux", [CAB, MERLOT]),
                  ("Saint-Émilion", [MERLOT, FRANC]), ("Pessac-Léognan", [SAUV, "Sémillon"]),
                  (None, [MERLOT, CAB])]),
    "Burgundy": ("France", (125, 140),
                 [("Gevrey-Chambertin", [PINOT]), ("Meursault", [CHARD]), ("Chablis", [CHARD]),
                  (None, [PINOT]), (None, ["Aligoté"])]),
    "Rhône Valley": ("France", (130, 150),
                     [("Côte-Rôtie", [SYRAH, "Viognier"]), ("Hermitage", [SYRAH]),
                      ("Châteauneuf-du-Pape", [GRENACHE, SYRAH, MOURV]),
                      (None, [GRENACHE, SYRAH])]),
    "Loire Valley": ("France", (115, 135),
                     [("Sancerre", [SAUV]), ("Vouvray", ["Chenin Blanc"]), (None, [FRANC])]),
    "Champagne": ("France", (120, 125),
                  [(None, [CHARD, PINOT, "Pinot Meunier"]), (None, [CHARD])]),
    "Alsace": ("France", (120, 140),
               [(None, [RIESLING]), (None, ["Gewürztraminer"]), (None, ["Pinot Gris"])]),
    "Rioja": ("Spain", (130, 145),
              [("Rioja Alta", [TEMPRANILLO, "Graciano"]), ("Rioja Alavesa", [TEMPRANILLO]),
               (None, [TEMPRANILLO, GRENACHE]), (None, ["Viura"])]),
    "Ribera del Duero": ("Spain", (135, 150), [(None, [TEMPRANILLO]), (None, [TEMPRANILLO, CAB])]),
    "Priorat": ("Spain", (140, 155), [(None, [GRENACHE, "Carignan"]), (None, [GRENACHE])]),
    "Rías Baixas": ("Spain", (120, 130), [(None, ["Albariño"])]),
    "Mosel": ("Germany", (75, 120), [(None, [RIESLING]), (None, ["Elbling"])]),
    "Rheingau": ("Germany", (110, 130), [(None, [RIESLING]), (None, [PINOT])]),
    "Pfalz": ("Germany", (115, 135),
              [(None, [RIESLING]), (None, [PINOT]), (None, ["Pinot Blanc"])]),
    "Piedmont": ("Italy", (135, 150),
                 [("Barolo", [NEBBIOLO]), ("Barbaresco", [NEBBIOLO]),
                  ("Barbera d'Asti", ["Barbera"]), (None, ["Dolcetto"]), (None, ["Moscato"])]),
    "Tuscany": ("Italy", (130, 145),
                [("Chianti Classico", [SANGIOVESE]), ("Brunello di Montalcino", [SANGIOVESE]),
                 ("Bolgheri", [CAB, MERLOT, FRANC]), (None, [SANGIOVESE, MERLOT])]),
    "Veneto": ("Italy", (115, 160),
               [("Amarone della Valpolicella", ["Corvina", "Rondinella"]),
                ("Soave", ["Garganega"]), ("Prosecco", ["Glera"])]),
    "Sicily": ("Italy", (125, 145),
               [(None, ["Nero d'Avola"]), (None, ["Grillo"]), ("Etna", ["Nerello Mascalese"])]),
    "Wachau": ("Austria", (115, 140), [(None, [GRUNER]), (None, [RIESLING])]),
    "Kamptal": ("Austria", (115, 135),
                [(None, [GRUNER]), (None, [RIESLING]), (None, ["Zweigelt"])]),
    "Douro": ("Portugal", (130, 145),
              [(None, [TOURIGA, "Touriga Franca"]), (None, [TOURIGA]),
               (None, ["Tinta Barroca", "Touriga Franca"])]),
    "Dão": ("Portugal", (125, 140), [(None, [TOURIGA]), (None, ["Encruzado"])]),
    "Barossa Valley": ("Australia", (140, 155),
                       [(None, [SYRAH]), (None, [GRENACHE, SYRAH, MOURV]), (None, [CAB])]),
    "McLaren Vale": ("Australia", (140, 150), [(None, [SYRAH]), (None, [GRENACHE])]),
    "Margaret River": ("Australia", (130, 145), [(None, [CAB, MERLOT]), (None, [CHARD])]),
    "Yarra Valley": ("Australia", (125, 140), [(None, [PINOT]), (None, [CHARD])]),
    "Clare Valley": ("Australia", (115, 130), [(None, [RIESLING])]),
    "Mendoza": ("Argentina", (135, 150),
                [("Luján de Cuyo", [MALBEC]), ("Uco Valley", [MALBEC]), ("Uco Valley", [CHARD]),
                 (None, [CAB]), (None, ["Bonarda"])]),
    "Salta": ("Argentina", (130, 145), [(None, ["Torrontés"]), (None, [MALBEC])]),
    "Napa Valley": ("United States", (140, 155),
                    [("Oakville", [CAB]), ("Rutherford", [CAB, MERLOT]), (None, [CHARD]),
                     (None, ["Zinfandel"])]),
    "Sonoma County": ("United States", (135, 150),
                      [("Russian River Valley", [PINOT]), ("Russian River Valley", [CHARD]),
                       (None, ["Zinfandel"])]),
    "Willamette Valley": ("United States", (125, 140), [(None, [PINOT]), (None, ["Pinot Gris"])]),
    "Marlborough": ("New Zealand", (125, 135), [(None, [SAUV]), (None, [PINOT])]),
    "Central Otago": ("New Zealand", (130, 145), [(None, [PINOT])]),
    "Stellenbosch": ("South Africa", (135, 150),
                     [(None, ["Pinotage"]), (None, [CAB]), (None, ["Chenin Blanc"])]),
    "Maipo Valley": ("Chile", (135, 145), [(None, [CAB]), (None, [CARMENERE])]),
    "Colchagua Valley": ("Chile", (135, 150), [(None, [CARMENERE]), (None, [SYRAH])]),
}  # fmt: skip

WINE_COUNTRIES = {  # country: winery name forms, stem pool, people's name pool, cuvée words
    # (none for the New World, whose wines are labels named after their grape)
    "France": (["Château {}", "Domaine {}", "Maison {}", "Clos {}"], "fr", "fr",
               ["Réserve", "Grand Vin", "Cuvée Prestige", "Les Terrasses", "Vieilles Vignes",
                "Clos des Pierres", "Cuvée Tradition", "Les Galets", "Premier Cru"]),
    "Spain": (["Bodega {}", "Bodegas {}", "Viñedos {}"], "es", "es",
              ["Crianza", "Reserva", "Gran Reserva", "Viñas Viejas", "Finca Alta", "Selección",
               "Joven"]),
    "Germany": (["Weingut {}", "Weingut {}", "Weinhaus {}"], "de", "de",
                ["Kabinett", "Spätlese", "Alte Reben", "Schieferterrassen", "Großes Gewächs",
                 "Trocken"]),
    "Austria": (["Weingut {}"], "de", "de",
                ["Federspiel", "Smaragd", "Alte Reben", "Ried Kellerberg", "Reserve"]),
    "Italy": (["Tenuta {}", "Cantina {}", "Castello di {}", "Fattoria {}"], "it", "it",
              ["Riserva", "Vigna Alta", "Il Poggio", "Superiore", "Vigna del Sole", "Selezione",
               "Le Crete"]),
    "Portugal": (["Quinta do {}"], "pt", "pt",
                 ["Reserva", "Vinhas Velhas", "Grande Reserva", "Colheita", "Tinto"]),
    "Australia": (["{} Cellars", "{} Estate", "{} Wines", "{} Vineyards"], "en", "en", []),
    "United States": (["{} Cellars", "{} Vineyards", "{} Wine Co.", "{} Estate"], "en", "en", []),
    "New Zealand": (["{} Estate", "{} Wines", "{} Vineyards"], "en", "en", []),
    "South Africa": (["{} Estate", "{} Wine Farm", "{} Cellars"], "en", "af", []),
    "Argentina": (["Bodega {}", "Finca {}"], "la", "la", []),
    "Chile": (["Viña {}", "Viña {}", "Bodega {}"], "la", "la", []),
}  # fmt: skip
STEMS = {  # stem pool: the stems of wineries' names
    "fr": ["Velmont", "Laurac", "Belcastel", "Vaudrieu", "Fontenelle", "Ravignac", "Montclar",
           "Lestrade", "Peyrolles", "Haut-Brassac", "Chandelière", "Castagnac", "Roumieu",
           "Baudelot", "Valrose", "Saint-Aubrac"],
    "es": ["Las Ardillas", "Valdemora", "Torrealba", "Casa Olmedo", "Peñaroja",
           "Los Almendros", "Monteaguila", "Herrería Vieja", "El Cárabo", "Sotoverde"],
    "de": ["Sommerhalde", "Felsenbach", "Kirchberger", "Lindenhof", "Steinmauer", "Rebenhang",
           "Mühlental", "Eichwald", "Donaublick", "Hollerbach", "Steinriegl", "Auerhof"],
    "it": ["Corvara", "Vallerosa", "Poggiolungo", "Santa Livia", "Montegrillo", "Colleverde",
           "Torrebruna", "Ca' Morena", "Roccalupa", "Pievenera"],
    "pt": ["Vale Escuro", "Monte Alto", "Castanheiro", "Penedo Negro", "Moinho Velho"],
    "en": ["Ridgeback", "Kallisto", "Ironbark", "Saltbush", "Wattle Creek", "Granite Hills",
           "Harrow Bay", "Blackwood", "Redgum", "Tallowood", "Silverleaf", "Larkspur",
           "Coldwater", "Oakhurst", "Maple Bend", "Fernhill", "Tui Bay", "Kahikatea",
           "Kingfisher Rise", "Protea Ridge", "Klipspringer", "Hartebeest", "Bluegum",
           "Cobblestone", "Three Ravens", "Stony Batter", "Hollow Log", "Westerly"],
    "la": ["Los Cóndores", "Piedra Alta", "Santa Brígida", "Cerro Nevado", "Las Pircas",
           "Valle Escondido", "Los Maitenes", "Tres Quebradas", "Alto Tunuyán", "La Quebrada"],
}  # fmt: skip
LINES = {  # stem pool of New World wineries: the lines their labels are named after
    "en": ["Night Owl", "Iron Gate", "Copper Fox", "Silver Creek", "Lone Pine", "Red Kite",
           "Black Swan", "Dry Stone", "Hidden Gully", "Windy Ridge", "Blue Heron", "Tin Roof",
           "Old Quarry", "Broken Fence", "Sundial", "Wild Thyme", "Crow's Nest", "Falling Star",
           "Long Shadow", "High Noon", "Salt Flat", "Eagle Rock", "Driftwood", "Cinder Hill",
           "Paper Moon", "Rusty Plough", "Dusty Road", "Whistling Kettle", "Foxglove",
           "Magpie Lane", "Northern Light", "Two Rivers", "Slate Roof", "Honey Badger",
           "Gravel Pit", "Quiet Harbour", "Seventh Gate", "Morning Fog", "Lantern Hill",
           "Wandering Goat", "Thornbird", "Storm Petrel", "Cloudline", "Black Sheep",
           "Painted Wolf", "Dune Grass", "Half Moon", "Stone Wall"],
    "la": ["Luna Negra", "Alma de Piedra", "Cóndor Andino", "Cerro Blanco", "Piedra Infinita",
           "Tierra Roja", "Viento Sur", "Sol de Altura", "Nieve Eterna", "Camino Real",
           "Puma Gris", "Raíz Profunda", "Zorro Rojo", "Ojo de Agua", "Flor del Desierto",
           "Cruz del Sur"],
}  # fmt: skip
CITIES = {  # city: its country
    "Dijon": "France", "Beaune": "France", "Reims": "France", "Lyon": "France",
    "Paris": "France", "Libourne": "France", "Montpellier": "France", "Logroño": "Spain",
    "Haro": "Spain", "Madrid": "Spain", "Valladolid": "Spain", "Barcelona": "Spain",
    "Trier": "Germany", "Koblenz": "Germany", "Mainz": "Germany", "Hamburg": "Germany",
    "Munich": "Germany", "Vienna": "Austria", "Krems": "Austria", "Graz": "Austria",
    "Alba": "Italy", "Turin": "Italy", "Florence": "Italy", "Verona": "Italy", "Milan": "Italy",
    "Siena": "Italy", "Porto": "Portugal", "Lisbon": "Portugal", "Vila Real": "Portugal",
    "Adelaide": "Australia", "Melbourne": "Australia", "Perth": "Australia",
    "Sydney": "Australia", "Blenheim": "New Zealand", "Auckland": "New Zealand",
    "Christchurch": "New Zealand", "San Francisco": "United States",
    "Portland": "United States", "New York": "United States", "Chicago": "United States",
    "Sacramento": "United States", "Buenos Aires": "Argentina", "Córdoba": "Argentina",
    "San Rafael": "Argentina", "Santiago": "Chile", "Valparaíso": "Chile", "Talca": "Chile",
    "Cape Town": "South Africa", "Johannesburg": "South Africa", "Paarl": "South Africa",
    "London": "United Kingdom", "Toronto": "Canada", "Montreal": "Canada", "Tokyo": "Japan",
    "Stockholm": "Sweden", "Hong Kong": "China", "Amsterdam": "Netherlands",
    "Copenhagen": "Denmark",
}  # fmt: skip
SCHOOLS = {  # oenology school: its country
    "Institut d'Oenologie de Dijon": "France",
    "Institut Supérieur de la Vigne de Montpellier": "France",
    "Weinbauschule Neustadt": "Germany", "Geisenheim Wine College": "Germany",
    "Klosterneuburg Wine Institute": "Austria", "Scuola Enologica di Alba": "Italy",
    "Istituto Enologico di Conegliano": "Italy", "Escuela de Enología de Haro": "Spain",
    "Universidad del Vino de Requena": "Spain", "Instituto do Vinho de Vila Real": "Portugal",
    "Adelaide College of Viticulture": "Australia", "Roseworthy Wine School": "Australia",
    "Davis School of Enology": "United States", "Cascadia Wine Institute": "United States",
    "Escuela de Vitivinicultura de Cuyo": "Argentina", "Escuela de Enología de Talca": "Chile",
    "Lincoln Viticulture School": "New Zealand", "Elsenburg Wine Academy": "South Africa",
}  # fmt: skip
GROUPS = {  # drinks group or holding company: its head-office city
    "Maison Delorme Holdings": "Paris", "Groupe Vignobles Ardent": "Lyon",
    "Grupo Vinícola Ardanza": "Madrid", "Rheintal Weinholding": "Hamburg",
    "Famiglia Ostrelli S.p.A.": "Milan", "Aurelian Wine Estates": "London",
    "Southern Cross Vintners Group": "Melbourne", "Pacific Vine Holdings": "San Francisco",
    "Andes Terroir Group": "Buenos Aires", "Kurohane Beverage Holdings": "Tokyo",
    "Douro Heritage Investments": "Porto", "Cape Crown Wine Group": "Cape Town",
    "Nordlys Drinks Group": "Copenhagen",
}  # fmt: skip
IMPORTERS = {  # importer or distributor: its head-office city
    "Cask & Crate Imports": "New York", "Northwind Wine Merchants": "London",
    "Maplewood Wine Agency": "Toronto", "Copperline Beverage Distributors": "Chicago",
    "Sakura Vintners Trading": "Tokyo", "Nordvin Import AB": "Stockholm",
    "Harbourside Fine Wines": "Hong Kong", "Amstel Wijnimport": "Amsterdam",
    "Lagerhaus Weinvertrieb": "Hamburg", "Bayside Wine Imports": "Sydney",
    "Vins du Monde Distribution": "Montreal", "Oresund Wine Partners": "Copenhagen",
    "Thameside Cellar Agency": "London",
}  # fmt: skip
AWARDS = ["Golden Amphora Award", "Silver Vine Trophy", "Trophée des Sommeliers d'Or",
          "Premio Bacco d'Oro", "Großer Rheinischer Weinpreis", "Copa de Oro del Vino",
          "Southern Cross Wine Trophy", "Pacific Rim Gold Medal",
          "Hawthorne Wine Challenge Trophy", "Cork & Barrel Grand Medal", "Vintners' Cup",
          "Critics' Circle Platinum Medal", "Blue Ribbon of the Wine Guild",
          "Concours de Lutèce Grand Prix"]  # fmt: skip
VESSELS = {  # vessel: its weight for red wines, for white wines
    "French oak barrique": (40, 20), "American oak barrel": (15, 3),
    "large oak cask": (20, 10), "stainless steel tank": (7, 50), "clay amphora": (8, 9),
    "concrete egg": (10, 8),
}  # fmt: skip
PRICES = [9, 12, 14, 16, 19, 22, 25, 28, 32, 36, 42, 48, 55, 65, 75, 90, 110, 135, 165, 210,
          260, 340]  # fmt: skip
NAMES = {  # name pool: first names, last names
    "fr": (["Jean-Baptiste", "Hélène", "Étienne", "Camille", "Laurent", "Sophie", "Mathieu",
            "Claire", "Thibault", "Amélie", "Guillaume", "Aurélie"],
           ["Fabre", "Barthélemy", "Roux", "Moreau", "Lacoste", "Chastel", "Bonnefoy",
            "Mercier", "Arnaud", "Peyrot", "Delmas", "Guichard"]),
    "es": (["Alejandro", "Lucía", "Ignacio", "Marta", "Álvaro", "Elena", "Rodrigo", "Beatriz",
            "Inés", "Diego", "Cristina", "Íñigo"],
           ["Echevarría", "Martínez", "Sáenz", "Ibarra", "Olano", "Garrido", "Urquiza",
            "Bermejo", "Salazar", "Arrieta", "Zubiri", "Lozano"]),
    "la": (["Matías", "Valentina", "Joaquín", "Florencia", "Tomás", "Camila", "Agustín",
            "Josefina", "Sebastián", "Carolina"],
           ["Aguirre", "Bustamante", "Cáceres", "Figueroa", "Godoy", "Herrera", "Montt",
            "Quiroga", "Sepúlveda", "Villalobos"]),
    "de": (["Johannes", "Katharina", "Matthias", "Julia", "Florian", "Anna-Lena", "Stefan",
            "Theresa", "Markus", "Eva", "Lukas", "Barbara"],
           ["Steinbach", "Weisskopf", "Hofer", "Lang", "Brandl", "Reinhardt", "Pichler", "Auer",
            "Kessler", "Moser", "Gruber", "Schwarz"]),
    "it": (["Giovanni", "Alessandra", "Lorenzo", "Federica", "Matteo", "Silvia", "Andrea",
            "Valeria", "Pietro", "Elisa", "Davide", "Martina"],
           ["Bertolini", "Cavallaro", "Fontana", "Gentile", "Lombardi", "Mancini", "Orsini",
            "Pellegrini", "Santoro", "Vitale", "Zanetti", "Morandi"]),
    "pt": (["João", "Mariana", "Rui", "Inês", "Tiago", "Sofia", "Nuno", "Beatriz", "Pedro",
            "Carla"],
           ["Ferreira", "Sousa", "Carvalho", "Magalhães", "Pinto", "Teixeira", "Almeida",
            "Rebelo", "Moura", "Cardoso"]),
    "en": (["James", "Emily", "Lachlan", "Olivia", "Samuel", "Grace", "Michael", "Hannah",
            "Daniel", "Chloe", "Ben", "Rebecca", "Tom", "Sarah"],
           ["Hargreaves", "Mitchell", "Caldwell", "O'Brien", "Fletcher", "Kingsley",
            "Whitaker", "Thompson", "Sullivan", "Harper", "Lawson", "Prescott", "Nguyen",
            "Reid"]),
    "af": (["Pieter", "Annelie", "Johan", "Marike", "Francois", "Elsabe", "Danie", "Riana"],
           ["van der Merwe", "Botha", "Joubert", "du Toit", "Malan", "Louw", "Steyn",
            "Bosman"]),
}  # fmt: skip

WINE = Wordings(
    one_hop={
        (MADE_BY, True): ("who makes {x} ?", "which winery produces {x} ?",
                          "{x} is made by which estate ?", "who is the producer of {x} ?"),
        (MADE_BY, False): ("which wines does {x} make ?", "what does {x} bottle ?",
                           "list the wines of {x} ?", "name a wine from {x} ?"),
        (GRAPE, True): ("which grape is {x} made from ?", "what grape variety is in {x} ?",
                        "what grapes go into {x} ?", "what is {x} made of ?"),
        (GRAPE, False): ("which wines are made from {x} ?", "name a {x} wine ?",
                         "what wines contain {x} ?", "which bottles use {x} grapes ?"),
        (REGION, True): ("which region is {x} in ?", "where is {x} ?",
                         "what wine region does {x} belong to ?", "where are {x}'s vineyards ?"),
        (REGION, False): ("which wineries are in {x} ?", "name a producer from {x} ?",
                          "what is there in the {x} wine region ?", "list estates in {x} ?"),
        (COUNTRY, True): ("which country is {x} in ?", "{x} is in what country ?",
                          "what country does {x} belong to ?"),
        (COUNTRY, False): ("what wine regions are in {x} ?", "name a place in {x} ?",
                           "what is located in {x} ?"),
        (APPELLATION, True): ("what appellation is {x} ?", "which aoc does {x} carry ?",
                              "under which appellation is {x} sold ?"),
        (APPELLATION, False): ("which wines are labelled {x} ?", "name a {x} ?",
                               "what {x} wines are there ?"),
        (WINEMAKER, True): ("who is the winemaker at {x} ?", "who makes the wine at {x} ?",
                            "who runs the cellar at {x} ?", "which oenologist works for {x} ?"),
        (WINEMAKER, False): ("where does {x} make wine ?", "which winery does {x} work for ?",
                             "{x} is winemaker at which estate ?"),
        (OWNER, True): ("who owns {x} ?", "who is the owner of {x} ?",
                        "which group does {x} belong to ?", "who bought {x} ?"),
        (OWNER, False): ("what does {x} own ?", "which wineries belong to {x} ?",
                         "list the estates in {x}'s portfolio ?"),
        (BORN, True): ("where was {x} born ?", "what is {x}'s birthplace ?",
                       "which city is {x} from ?"),
        (BORN, False): ("who was born in {x} ?", "which winemakers come from {x} ?",
                        "name someone born in {x} ?"),
        (TRAINED, True): ("where did {x} study ?", "which school trained {x} ?",
                          "where did {x} learn winemaking ?", "what is {x}'s alma mater ?"),
        (TRAINED, False): ("who studied at {x} ?", "which winemakers trained at {x} ?",
                           "name a graduate of {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "since when has {x} existed ?"),
        (FOUNDED, False): ("which wineries were founded in {x} ?",
                           "what estate was established in {x} ?"),
        (VINTAGE, True): ("what vintage is {x} ?", "what year is {x} from ?",
                          "which harvest year is {x} ?"),
        (VINTAGE, False): ("which wines are from the {x} vintage ?", "name a {x} wine ?",
                           "what was bottled from the {x} harvest ?"),
        (ABV, True): ("what is the alcohol content of {x} ?", "how strong is {x} ?",
                      "what abv is {x} ?", "how much alcohol does {x} have ?"),
        (ABV, False): ("which wines are {x}% alcohol ?", "name a wine with {x} percent abv ?"),
        (OUTPUT, True): ("how many bottles does {x} produce a year ?",
                         "what is the annual production of {x} ?",
                         "how much wine does {x} make each year ?"),
        (OUTPUT, False): ("which winery makes {x} bottles a year ?",
                          "who produces {x} bottles annually ?"),
        (AREA, True): ("how many hectares of vines does {x} have ?",
                       "how big are {x}'s vineyards ?", "what is the vineyard area of {x} ?"),
        (AREA, False): ("which winery has {x} hectares of vineyards ?",
                        "whose vineyards cover {x} ha ?"),
        (PRICE, True): ("how much does {x} cost ?", "what is the price of {x} ?",
                        "how many euros is a bottle of {x} ?"),
        (PRICE, False): ("which wines cost {x} euros ?", "what can i buy for {x} eur ?",
                         "name a wine priced at {x} euros ?"),
        (AWARD, True): ("what awards has {x} won ?", "which prize did {x} win ?",
                        "has {x} won any medals ?"),
        (AWARD, False): ("which wines won the {x} ?", "who won the {x} ?",
                         "name a {x} winner ?"),
        (IMPORTER, True): ("who imports {x} ?", "who distributes {x}'s wines ?",
                           "which importer carries {x} ?", "who is {x}'s distributor ?"),
        (IMPORTER, False): ("which wineries does {x} import ?",
                            "what producers does {x} distribute ?",
                            "whose wines does {x} carry ?"),
        (HQ, True): ("where is {x} headquartered ?", "where is {x} based ?",
                     "which city is {x}'s head office in ?"),
        (HQ, False): ("which companies are headquartered in {x} ?",
                      "what importers or wine groups are based in {x} ?",
                      "name a firm with its head office in {x} ?"),
        (VESSEL, True): ("what is {x} aged in ?", "what kind of barrel is {x} matured in ?",
                         "how is {x} aged ?"),
        (VESSEL, False): ("which wines are aged in {x} ?", "what wines spend time in {x} ?",
                          "name a wine matured in {x} ?"),
    },
    two_hop={
        ((MADE_BY, True), (REGION, True)): (
            "where is the winery that makes {x} ?", "which region does {x} come from ?",
            "what region is {x} from ?"),
        ((MADE_BY, True), (FOUNDED, True)): (
            "what year was the winery behind {x} founded ?",
            "when was the producer of {x} established ?"),
        ((MADE_BY, True), (WINEMAKER, True)): (
            "who is the winemaker behind {x} ?", "which oenologist crafted {x} ?"),
        ((MADE_BY, True), (OWNER, True)): (
            "who owns the winery that makes {x} ?", "which company is ultimately behind {x} ?"),
        ((MADE_BY, True), (IMPORTER, True)): (
            "which importer brings {x} into the country ?", "who distributes {x} abroad ?"),
        ((MADE_BY, True), (AREA, True)): (
            "how many hectares does the maker of {x} farm ?",
            "how big are the vineyards behind {x} ?"),
        ((MADE_BY, True), (OUTPUT, True)): (
            "how many bottles a year does the producer of {x} make ?",
            "what is the annual output of the winery behind {x} ?"),
        ((REGION, True), (COUNTRY, True)): (
            "which country is {x} in ?", "what country does {x} come from ?"),
        ((WINEMAKER, True), (TRAINED, True)): (
            "where did the winemaker of {x} study ?", "which school trained {x}'s winemaker ?"),
        ((WINEMAKER, True), (BORN, True)): (
            "where was the winemaker at {x} born ?",
            "which city does {x}'s cellar master come from ?"),
        ((BORN, True), (COUNTRY, True)): (
            "which country was {x} born in ?", "what is {x}'s home country ?"),
        ((OWNER, True), (HQ, True)): (
            "where is the company that owns {x} based ?",
            "in which city is {x}'s parent group headquartered ?"),
        ((HQ, True), (COUNTRY, True)): (
            "which country is {x} headquartered in ?", "what country is {x} from ?"),
        ((REGION, False), (MADE_BY, False)): (
            "which wines come from {x} ?", "name a wine from the {x} region ?",
            "what wines are made in {x} ?"),
        ((GRAPE, False), (MADE_BY, True)): (
            "which wineries make wine from {x} ?", "who grows {x} ?",
            "name a producer of {x} wine ?"),
        ((MADE_BY, False), (GRAPE, True)): (
            "which grapes does {x} use ?", "what varieties does {x} work with ?"),
        ((OWNER, False), (MADE_BY, False)): (
            "what wines are made by estates {x} owns ?", "name a wine from {x}'s portfolio ?"),
        ((AWARD, False), (MADE_BY, True)): (
            "which wineries have won the {x} ?", "whose wines took the {x} ?"),
        ((APPELLATION, True), (REGION, True)): (
            "what region is the appellation of {x} in ?",
            "which wine region does {x}'s appellation belong to ?"),
        ((COUNTRY, False), (REGION, False)): (
            "which wineries are in {x} ?", "name a winery in {x} ?"),
        ((TRAINED, False), (WINEMAKER, False)): (
            "which wineries employ graduates of {x} ?", "where do {x} alumni make wine ?"),
        ((IMPORTER, False), (REGION, True)): (
            "which regions does {x} import from ?",
            "what wine regions does {x}'s portfolio cover ?"),
    },
    two_anchor=(
        ((MADE_BY, False), (GRAPE, False),
         ("which wine from {x} is made from {y} ?", "what {y} does {x} make ?")),
        ((REGION, False), (OWNER, False),
         ("which winery in {x} does {y} own ?", "what does {y} own in {x} ?")),
        ((GRAPE, False), (VINTAGE, False),
         ("which {x} is from the {y} vintage ?", "name a {y} {x} ?")),
        ((AWARD, False), (GRAPE, False),
         ("which {y} won the {x} ?", "what {y} wine took the {x} ?")),
        ((APPELLATION, False), (VINTAGE, False),
         ("which {x} is from {y} ?", "name a {y} {x} ?")),
        ((REGION, False), (WINEMAKER, False),
         ("where in {x} does {y} make wine ?", "which {x} estate employs {y} ?")),
        ((IMPORTER, False), (REGION, False),
         ("which {y} producers does {x} import ?", "what winery from {y} does {x} distribute ?")),
        ((MADE_BY, False), (VESSEL, False),
         ("which {x} wine is aged in {y} ?", "what does {x} mature in {y} ?")),
    ),
)  # fmt: skip


def _label(grapes: list[str], country: str, red: bool) -> str:
    """The grape part of a New World label: its grape's name, or its colour for a blend."""
    if len(grapes) > 1:
        if WINE_COUNTRIES[country][2] == "la":
            return "Tinto" if red else "Blanco"
        return "Red" if red else "White"
    if grapes[0] == SYRAH and country in ("Australia", "South Africa"):
        return "Shiraz"
    return grapes[0]


def wine_kg(seed: int = 1) -> MadeUpKG:
    """A made-up wine trade: 36 regions in 12 countries, 58 cities, 18 oenology schools, about
    50 wineries and 185 wines, 13 drinks groups, 13 importers, 14 awards and the winemakers
    and owners of the wineries."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    facts += [(region, COUNTRY, country) for region, (country, _, _) in REGIONS.items()]
    appellations = {a: r for r, (_, _, styles) in REGIONS.items() for a, _ in styles if a}
    facts += [(appellation, REGION, region) for appellation, region in appellations.items()]
    facts += [(city, COUNTRY, country) for city, country in CITIES.items()]
    facts += [(school, COUNTRY, country) for school, country in SCHOOLS.items()]
    facts += [(group, HQ, city) for group, city in GROUPS.items()]
    facts += [(importer, HQ, city) for importer, city in IMPORTERS.items()]

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    drawn: set[str] = set()
    countries = sorted(WINE_COUNTRIES)
    schools = sorted(SCHOOLS)

    def person(country: str) -> str:
        """A new person of `country`, born in a city mostly of it."""
        pool = WINE_COUNTRIES[country][2]
        name = drawers[pool]()
        while name in drawn:
            name = drawers[pool]()
        drawn.add(name)
        home = [c for c, k in CITIES.items() if k == country]
        city = rng.choice(home if rng.random() < 0.9 else sorted(CITIES))
        facts.append((name, BORN, city))
        return name

    makers: dict[str, list[str]] = {}  # country: its winemakers

    def winemaker(country: str) -> str:
        """A winemaker for a winery of `country`: now and then one already at another winery
        (a consultant), else a new one, mostly of `country`, trained at one or two schools."""
        there = makers.get(country, [])
        if there and rng.random() < 0.12:
            return rng.choice(there)
        citizen = country if rng.random() < 0.8 else rng.choice(countries)
        name = person(citizen)
        makers.setdefault(country, []).append(name)
        local = [s for s in schools if SCHOOLS[s] == citizen]
        for _ in range(rng.choice([1, 1, 1, 2])):
            school = rng.choice(local if local and rng.random() < 0.7 else schools)
            facts.append((name, TRAINED, school))
        return name

    stems = {pool: rng.sample(names, len(names)) for pool, names in STEMS.items()}
    lines = {pool: rng.sample(names, len(names)) for pool, names in LINES.items()}
    owners: dict[str, list[str]] = {}  # country: its owners who are people
    groups = sorted(GROUPS)
    importers = sorted(IMPORTERS)
    vessels, red_weights = list(VESSELS), [w for w, _ in VESSELS.values()]
    white_weights = [w for _, w in VESSELS.values()]
    wineries: list[str] = []
    wines: list[str] = []
    for region, (country, (low, high), styles) in REGIONS.items():
        forms, stem_pool, _, cuvees = WINE_COUNTRIES[country]
        for _ in range(rng.choice([1, 1, 2])):
            stem = stems[stem_pool].pop()
            winery = rng.choice(forms).format(stem)
            wineries.append(winery)
            old_world = bool(cuvees)
            founded = rng.randint(1630, 2012) if old_world else rng.randint(1850, 2014)
            area = rng.randint(3, 400)
            while area in PRICES:
                area = rng.randint(3, 400)
            output = area * rng.randint(3, 9) * 1000
            facts += [(winery, REGION, region), (winery, FOUNDED, str(founded)),
                      (winery, AREA, str(area)), (winery, OUTPUT, str(output))]  # fmt: skip
            team = [winemaker(country) for _ in range(rng.choice([1, 1, 1, 1, 2]))]
            facts += [(winery, WINEMAKER, w) for w in dict.fromkeys(team)]
            roll = rng.random()
            if roll < 0.15:
                owner = team[0]
            elif roll < 0.55:
                home = [g for g in groups if CITIES[GROUPS[g]] == country]
                owner = rng.choice(home if home and rng.random() < 0.6 else groups)
            elif owners.get(country) and rng.random() < 0.15:
                owner = rng.choice(owners[country])
            else:
                owner = person(country)
                owners.setdefault(country, []).append(owner)
            facts.append((winery, OWNER, owner))
            abroad = [i for i in importers if CITIES[IMPORTERS[i]] != country]
            count = rng.choices([0, 1, 2], [0.15, 0.55, 0.3])[0]
            facts += [(winery, IMPORTER, i) for i in rng.sample(abroad, count)]

            tier = rng.randint(0, 12)
            first_vintage = max(2005, founded + 2)
            words = rng.sample(cuvees, rng.randint(2, 4)) if old_world else []
            mine = [] if old_world else [lines[stem_pool].pop() for _ in range(rng.choice([1, 2]))]
            for i in range(len(words) if old_world else rng.randint(2, 4)):
                appellation, grapes = rng.choice(styles)
                grapes = list(grapes)
                if len(grapes) > 2 and rng.random() < 0.3:
                    grapes = grapes[:2]
                red = any(g not in WHITE for g in grapes)
                weights = red_weights if red else white_weights
                vessel = rng.choices(vessels, weights)[0]
                price = min(len(PRICES) - 1, tier + rng.randint(0, 6))
                two = old_world and rng.random() < 0.4
                years = sorted(rng.sample(range(first_vintage, 2023), 2 if two else 1))
                for k, year in enumerate(years):
                    if old_world:
                        wine = f"{stem} {words[i]} {year}"
                    else:
                        label = _label(grapes, country, red)
                        options = [f"{line}{extra} {label}" for extra in ("", " Reserve",
                                   " Single Vineyard") for line in mine]  # fmt: skip
                        wine = next((o for o in options if o not in wines), "")
                        if not wine:
                            break
                    wines.append(wine)
                    older = (len(years) - 1 - k) * rng.randint(0, 2)
                    abv = rng.randint(low // 5, high // 5) * 5
                    facts += [(wine, MADE_BY, winery), (wine, VINTAGE, str(year)),
                              (wine, ABV, f"{abv / 10:.1f}"),
                              (wine, PRICE, str(PRICES[min(len(PRICES) - 1, price + older)])),
                              (wine, VESSEL, vessel)]  # fmt: skip
                    facts += [(wine, GRAPE, g) for g in grapes]
                    if appellation:
                        facts.append((wine, APPELLATION, appellation))
                    won = rng.choices([0, 1, 2], [0.58, 0.33, 0.09])[0]
                    facts += [(wine, AWARD, a) for a in rng.sample(AWARDS, won)]

    grapes_all = {g for _, _, styles in REGIONS.values() for _, gs in styles for g in gs}
    countries_all = set(CITIES.values()) | set(WINE_COUNTRIES) | set(SCHOOLS.values())
    named = [set(REGIONS), set(appellations), set(CITIES), countries_all, set(SCHOOLS),
             set(GROUPS), set(IMPORTERS), set(AWARDS), set(VESSELS), grapes_all,
             set(wineries), set(wines), drawn]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    assert len(wines) == len(set(wines)) and len(wineries) == len(set(wineries))
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("wine", wine_kg, WINE)
