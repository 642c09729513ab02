"""An ecology KG of our own, made up for an unseen-KG check (written after the football,
library, music, hospital, company, travel, academia, geopolitics, cuisine, space, art and
software KGs, to check the rules they led to, and not tuned on): animal and plant species
with made-up Latin binomials, their genera and (real) families, habitats, national parks and
reserves, countries and the world regions they belong to, field biologists who described or
study species, research institutes, conservation statuses, diets (who hunts whom, who feeds
on which plant), migration destinations and expeditions. Relation names are plain camelCase
predicates as many RDF or graph exports write them (`preysOn`, `foundIn`, `describedBy`,
`worksAt`), two of them single words (`genus`, `nationality`), each fact stored once, no
types file, but `preysOn` and `isPreyOf` are both stored, each the other read backwards.

`locatedInCountry` is said of parks and institutes alike. A species belongs to one genus
(its binomial's first word), lives in one or two habitats its family allows, and is found in
one to three parks with such a habitat, mostly of one region. Predators (cats, dogs,
mustelids, civets, raptors, owls, monitors, snakes, herons, frogs, flycatchers, swallows)
hunt one to three species of the families they eat, mostly ones sharing a park with them;
herbivores (bovids, deer, rodents, squirrels, fruit bats, ducks, cichlids, butterflies,
bees) feed on plants the same way. Most ducks and swallows, and some herons, raptors,
flycatchers, butterflies and fruit bats, migrate to one or two countries of another region.
Researchers (drawn with `NameDrawer` from name pools of their country) work at one institute
(some at two), mostly of their own country, and focus on a region: they describe and study
species of it. Each expedition is organised by an institute, led by a researcher, surveys
parks of one region, and some species were first collected during it. Wordings were written
before any run and were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

GENUS = "genus"
FAMILY = "belongsToFamily"
STATUS = "conservationStatus"
HABITAT = "hasHabitat"
FOUND_IN = "foundIn"
PREYS_ON = "preysOn"
PREY_OF = "isPreyOf"
FEEDS_ON = "feedsOn"
MIGRATES = "migratesTo"
LOCATED = "locatedInCountry"
REGION = "partOfRegion"
DESCRIBED = "describedBy"
WORKS_AT = "worksAt"
NATIONALITY = "nationality"
LED = "ledExpedition"
SURVEYED = "surveyedArea"
ORGANIZED = "organizedBy"
COLLECTED = "collectedDuring"
STUDIES = "studiesSpecies"

LOWLAND, CLOUD, SAVANNA = "Lowland Rainforest", "Montane Cloud Forest", "Savanna Grassland"
MANGROVE, ALPINE, MARSH = "Mangrove Swamp", "Alpine Meadow", "Freshwater Marsh"
SCRUB, TAIGA, DUNES = "Dry Thorn Scrub", "Boreal Taiga", "Coastal Dunes"
RIVERINE, BOG, BAMBOO = "Riverine Woodland", "Peat Bog", "Bamboo Thicket"
KARST, MUDFLAT, LAKE = "Limestone Karst", "Tidal Mudflat", "Lake Shallows"

REGIONS = {  # region: its countries
    "East Africa": ["Kenya", "Tanzania", "Uganda", "Rwanda"],
    "Southern Africa": ["Botswana", "Namibia", "South Africa", "Zambia"],
    "Southeast Asia": ["Indonesia", "Malaysia", "Vietnam", "Philippines", "Thailand"],
    "South Asia": ["India", "Nepal", "Sri Lanka"],
    "Andean South America": ["Peru", "Ecuador", "Colombia", "Bolivia"],
    "Central America": ["Costa Rica", "Panama", "Guatemala"],
    "Northern Europe": ["Norway", "Sweden", "Finland"],
    "Western Europe": ["United Kingdom", "Germany", "France", "Netherlands"],
    "North America": ["United States", "Canada"],
    "Australasia": ["Australia", "New Zealand", "Papua New Guinea"],
}  # fmt: skip
WINTERING = {  # region: the regions its migrants go to
    "Northern Europe": ["East Africa", "Southern Africa", "Western Europe"],
    "Western Europe": ["East Africa", "Southern Africa"],
    "North America": ["Central America", "Andean South America"],
    "South Asia": ["Southeast Asia", "East Africa"],
    "Southeast Asia": ["Australasia", "South Asia"],
    "East Africa": ["Southern Africa", "South Asia"],
    "Southern Africa": ["East Africa"],
    "Andean South America": ["Central America", "North America"],
    "Central America": ["North America", "Andean South America"],
    "Australasia": ["Southeast Asia"],
}  # fmt: skip
PARKS = {  # park or reserve: its country, its habitats
    "Mbarasi Game Reserve": ("Kenya", [SAVANNA, SCRUB, RIVERINE]),
    "Kessler Ridge National Park": ("Kenya", [CLOUD, BAMBOO, ALPINE]),
    "Ngorora Plains National Park": ("Tanzania", [SAVANNA, RIVERINE, MARSH]),
    "Usambaru Forest Reserve": ("Tanzania", [CLOUD, LOWLAND]),
    "Rwenzoro Mountains National Park": ("Uganda", [CLOUD, ALPINE, BAMBOO]),
    "Lake Mburisi Wetlands Reserve": ("Uganda", [MARSH, LAKE]),
    "Karongi Hills National Park": ("Rwanda", [CLOUD, BAMBOO]),
    "Okavari Delta Reserve": ("Botswana", [MARSH, SAVANNA, RIVERINE, LAKE]),
    "Makgadi Pans National Park": ("Botswana", [SCRUB, SAVANNA]),
    "Skeleton Dunes Park": ("Namibia", [DUNES, SCRUB]),
    "Etosa Plains National Park": ("Namibia", [SAVANNA, SCRUB]),
    "Drakensveld Alpine Reserve": ("South Africa", [ALPINE, CLOUD]),
    "Kwa-Mlilo Coastal Park": ("South Africa", [MANGROVE, DUNES, MUDFLAT]),
    "Luangwe Valley National Park": ("Zambia", [RIVERINE, SAVANNA, MARSH]),
    "Bukit Sembilan National Park": ("Indonesia", [LOWLAND, CLOUD, KARST]),
    "Teluk Bakau Mangrove Reserve": ("Indonesia", [MANGROVE, MUDFLAT]),
    "Kinabatu Highlands Park": ("Malaysia", [CLOUD, LOWLAND]),
    "Sungai Lebar Wildlife Sanctuary": ("Malaysia", [LOWLAND, RIVERINE, MARSH]),
    "Phong Lan Karst National Park": ("Vietnam", [KARST, LOWLAND]),
    "Ba Ria Wetland Reserve": ("Vietnam", [MANGROVE, MARSH, MUDFLAT]),
    "Mount Kalanit Natural Park": ("Philippines", [CLOUD, LOWLAND]),
    "Bantayan Limestone Park": ("Philippines", [KARST, DUNES]),
    "Doi Khao Kaeo National Park": ("Thailand", [CLOUD, BAMBOO, KARST]),
    "Khlong Sai Wildlife Sanctuary": ("Thailand", [LOWLAND, RIVERINE]),
    "Nilgara Hills National Park": ("India", [CLOUD, BAMBOO, ALPINE]),
    "Sundarvan Tiger Reserve": ("India", [MANGROVE, MUDFLAT, MARSH]),
    "Thar Scrub Sanctuary": ("India", [SCRUB, SAVANNA]),
    "Langmali Himal National Park": ("Nepal", [ALPINE, CLOUD]),
    "Terai Grasslands Reserve": ("Nepal", [SAVANNA, RIVERINE, MARSH]),
    "Ruhuna Coast National Park": ("Sri Lanka", [DUNES, SCRUB, MUDFLAT]),
    "Horton Cloud Forest Reserve": ("Sri Lanka", [CLOUD, BOG]),
    "Tambopata Alta National Reserve": ("Peru", [LOWLAND, RIVERINE]),
    "Cordillera Azulejo Park": ("Peru", [CLOUD, ALPINE, LAKE]),
    "Rio Napuro Biological Reserve": ("Ecuador", [LOWLAND, RIVERINE, MARSH]),
    "Podocarpo Cloud Forest Park": ("Ecuador", [CLOUD, ALPINE]),
    "Sierra Nevada del Toro National Park": ("Colombia", [CLOUD, ALPINE, BOG]),
    "Cienaga Grande Wetland Sanctuary": ("Colombia", [MANGROVE, MARSH, MUDFLAT]),
    "Madidi Alto National Park": ("Bolivia", [CLOUD, LOWLAND]),
    "Altiplano Lakes Reserve": ("Bolivia", [LAKE, ALPINE, BOG]),
    "Monteverde Alto Reserve": ("Costa Rica", [CLOUD, BAMBOO]),
    "Tortuguero Sur National Park": ("Costa Rica", [LOWLAND, DUNES, MANGROVE]),
    "Chagres Highlands Park": ("Panama", [LOWLAND, RIVERINE, LAKE]),
    "Peten Karst Biosphere Reserve": ("Guatemala", [KARST, LOWLAND]),
    "Hardangervidda Nord National Park": ("Norway", [ALPINE, BOG, TAIGA]),
    "Lofotvik Coastal Reserve": ("Norway", [MUDFLAT, DUNES]),
    "Sarek Fjall National Park": ("Sweden", [ALPINE, TAIGA]),
    "Tysslinge Marsh Reserve": ("Sweden", [MARSH, BOG, LAKE]),
    "Oulanka Taiga Park": ("Finland", [TAIGA, BOG, RIVERINE]),
    "Cairnmore Moorland Reserve": ("United Kingdom", [BOG, ALPINE]),
    "Wash Estuary Nature Reserve": ("United Kingdom", [MUDFLAT, MARSH, DUNES]),
    "Muskwa Boreal Park": ("Canada", [TAIGA, LAKE, BOG]),
    "Okefen Swamp Refuge": ("United States", [MARSH, RIVERINE, LAKE]),
    "Sonoran Basin National Monument": ("United States", [SCRUB, DUNES]),
    "Kimberlup Gorge National Park": ("Australia", [SCRUB, KARST, RIVERINE]),
    "Daintree South Rainforest Park": ("Australia", [LOWLAND, MANGROVE]),
    "Fiordland West National Park": ("New Zealand", [CLOUD, ALPINE, LAKE]),
    "Owen Stanley Crest Park": ("Papua New Guinea", [CLOUD, LOWLAND, ALPINE]),
}  # fmt: skip
FAMILIES = {  # family: its genera, its habitats
    "Felidae": (["Nebulifelis", "Montifelis", "Caracalops"],
                [LOWLAND, CLOUD, SAVANNA, SCRUB, RIVERINE, BAMBOO, MANGROVE]),
    "Canidae": (["Vulpinax", "Lupicanis", "Dholeus"], [SAVANNA, SCRUB, ALPINE, TAIGA, DUNES]),
    "Mustelidae": (["Mustelops", "Lutrinax", "Taxidella"], [RIVERINE, MARSH, TAIGA, BOG, LAKE]),
    "Viverridae": (["Genettina", "Viverrops"], [LOWLAND, CLOUD, BAMBOO, KARST]),
    "Accipitridae": (["Aquilastur", "Buteonis", "Circaetops"],
                     [SAVANNA, CLOUD, ALPINE, RIVERINE, DUNES, TAIGA]),
    "Strigidae": (["Strixella", "Bubonis", "Otusina"], [LOWLAND, CLOUD, TAIGA, RIVERINE, KARST]),
    "Varanidae": (["Varanella", "Monitorax"], [MANGROVE, LOWLAND, SCRUB, RIVERINE]),
    "Colubridae": (["Coluberis", "Dendrophina", "Natricops"],
                   [LOWLAND, CLOUD, SAVANNA, MARSH, KARST]),
    "Ardeidae": (["Ardeolina", "Egrettops", "Botaurella"], [MARSH, MANGROVE, MUDFLAT, LAKE]),
    "Anatidae": (["Anserops", "Tadornella", "Aythyella"], [MARSH, LAKE, BOG, MUDFLAT]),
    "Bovidae": (["Kobusella", "Tragelops", "Oryxina"], [SAVANNA, SCRUB, ALPINE, MARSH]),
    "Cervidae": (["Cervulus", "Muntiacops", "Rusella"],
                 [CLOUD, TAIGA, BAMBOO, RIVERINE, LOWLAND, ALPINE]),
    "Muridae": (["Rattulus", "Mastomyops", "Praomyella"],
                [SAVANNA, LOWLAND, CLOUD, ALPINE, SCRUB, DUNES, BOG]),
    "Sciuridae": (["Sciurella", "Funambulops"], [LOWLAND, CLOUD, TAIGA, RIVERINE]),
    "Pteropodidae": (["Pteropella", "Rousettops"], [LOWLAND, MANGROVE, KARST]),
    "Ranidae": (["Ranidella", "Hylaranops", "Amolopsis"], [MARSH, LAKE, RIVERINE, CLOUD, BOG]),
    "Cichlidae": (["Tilapiella", "Haplochromops", "Oreochrella"], [LAKE, MARSH]),
    "Nymphalidae": (["Danaella", "Charaxops", "Vanessula"],
                    [LOWLAND, CLOUD, SAVANNA, ALPINE, RIVERINE]),
    "Apidae": (["Apiculus", "Bombellus", "Xylocopina"], [SAVANNA, ALPINE, CLOUD, SCRUB, DUNES]),
    "Muscicapidae": (["Muscicapella", "Saxicolops", "Ficedulina"],
                     [CLOUD, TAIGA, RIVERINE, BAMBOO, ALPINE]),
    "Hirundinidae": (["Hirundella", "Riparina"], [MARSH, RIVERINE, DUNES, SAVANNA, MUDFLAT]),
    "Orchidaceae": (["Dendrobiella", "Epidendrops", "Phalaenella"], [CLOUD, LOWLAND, KARST]),
    "Fabaceae": (["Acaciella", "Erythrinops", "Mimosella"], [SAVANNA, SCRUB, RIVERINE, LOWLAND]),
    "Poaceae": (["Bambusella", "Themedops", "Festucina"],
                [SAVANNA, ALPINE, BAMBOO, MARSH, DUNES, BOG]),
    "Rubiaceae": (["Coffeola", "Psychotrina", "Gardeniella"], [LOWLAND, CLOUD]),
    "Myrtaceae": (["Eucalyptella", "Syzygiops", "Myrtella"], [LOWLAND, RIVERINE, SCRUB, CLOUD]),
    "Ericaceae": (["Ericella", "Rhododendrops", "Vacciniella"], [CLOUD, ALPINE, BOG, TAIGA]),
    "Arecaceae": (["Arecella", "Calamops", "Phoenicina"], [LOWLAND, MANGROVE, RIVERINE, DUNES]),
    "Dipterocarpaceae": (["Shoreana", "Dipterocarpella"], [LOWLAND, KARST]),
    "Pinaceae": (["Pinella", "Abietops", "Piceana"], [TAIGA, CLOUD, ALPINE]),
    "Asteraceae": (["Senecionella", "Asterops", "Helichrysella"], [ALPINE, SAVANNA, DUNES, SCRUB]),
    "Rhizophoraceae": (["Rhizophorella", "Bruguierops"], [MANGROVE, MUDFLAT]),
    "Nymphaeaceae": (["Nymphaella", "Nupharops"], [LAKE, MARSH]),
}  # fmt: skip
PLANTS = {"Orchidaceae", "Fabaceae", "Poaceae", "Rubiaceae", "Myrtaceae", "Ericaceae",
          "Arecaceae", "Dipterocarpaceae", "Pinaceae", "Asteraceae", "Rhizophoraceae",
          "Nymphaeaceae"}  # fmt: skip
HUNTS = {  # predator family: the families it hunts
    "Felidae": ["Bovidae", "Cervidae", "Muridae", "Sciuridae", "Anatidae"],
    "Canidae": ["Bovidae", "Cervidae", "Muridae", "Sciuridae", "Anatidae"],
    "Mustelidae": ["Muridae", "Cichlidae", "Ranidae", "Anatidae", "Sciuridae"],
    "Viverridae": ["Muridae", "Ranidae", "Colubridae", "Apidae"],
    "Accipitridae": ["Muridae", "Sciuridae", "Colubridae", "Anatidae", "Cichlidae",
                     "Pteropodidae"],
    "Strigidae": ["Muridae", "Sciuridae", "Muscicapidae", "Ranidae"],
    "Varanidae": ["Muridae", "Ranidae", "Anatidae", "Colubridae"],
    "Colubridae": ["Muridae", "Ranidae", "Muscicapidae"],
    "Ardeidae": ["Cichlidae", "Ranidae"],
    "Ranidae": ["Nymphalidae", "Apidae"],
    "Muscicapidae": ["Nymphalidae", "Apidae"],
    "Hirundinidae": ["Nymphalidae", "Apidae"],
}  # fmt: skip
GRAZES = {  # herbivore family: the plant families it feeds on
    "Bovidae": ["Poaceae", "Fabaceae", "Asteraceae"],
    "Cervidae": ["Poaceae", "Ericaceae", "Fabaceae", "Pinaceae"],
    "Muridae": ["Poaceae", "Fabaceae", "Asteraceae"],
    "Sciuridae": ["Pinaceae", "Dipterocarpaceae", "Fabaceae", "Arecaceae"],
    "Anatidae": ["Poaceae", "Nymphaeaceae"],
    "Cichlidae": ["Nymphaeaceae", "Poaceae"],
    "Pteropodidae": ["Myrtaceae", "Arecaceae", "Rubiaceae", "Fabaceae"],
    "Nymphalidae": ["Asteraceae", "Fabaceae", "Rubiaceae", "Orchidaceae"],
    "Apidae": ["Asteraceae", "Ericaceae", "Myrtaceae", "Orchidaceae", "Fabaceae"],
}  # fmt: skip
MIGRANTS = {"Anatidae": 0.8, "Hirundinidae": 0.9, "Ardeidae": 0.5, "Accipitridae": 0.4,
            "Muscicapidae": 0.6, "Nymphalidae": 0.2, "Pteropodidae": 0.15}  # fmt: skip
EPITHETS = ["montanus", "sylvaticus", "palustris", "orientalis", "occidentalis", "borealis",
            "australis", "minor", "gracilis", "robustus", "rufescens", "maculatus",
            "striatus", "lacustris", "riparius", "alpinus", "insularis", "nebulosus",
            "obscurus", "elegans", "pallidus", "fuscus", "punctatus", "longicaudus",
            "brevipes", "variegatus", "splendens", "nocturnus", "crassus", "tenuis", "aureus",
            "cinereus", "nigripes", "albifrons", "ferrugineus", "caeruleus", "collinus",
            "vagans", "magnificus", "humilis", "virescens", "silvicola"]  # fmt: skip
STATUSES = {"Least Concern": 34, "Near Threatened": 15, "Vulnerable": 18, "Endangered": 14,
            "Critically Endangered": 8, "Data Deficient": 8,
            "Extinct in the Wild": 2}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["Alice", "Benjamin", "Claire", "Daniel", "Emma", "Fiona", "Graham", "Hannah",
            "Isaac", "Julia", "Laura", "Martin", "Oliver", "Rachel", "Simon", "Victoria"],
           ["Ashby", "Barrett", "Caldwell", "Dawson", "Ellison", "Fletcher", "Gray",
            "Holloway", "Irving", "Jennings", "Kirby", "Langley", "Mercer", "Norris",
            "Prescott", "Sutton"]),
    "es": (["Alejandra", "Andres", "Camila", "Carlos", "Daniela", "Fernando", "Gabriela",
            "Javier", "Lucia", "Manuel", "Paula", "Ricardo", "Valentina", "Santiago"],
           ["Arce", "Bustamante", "Cardenas", "Delgado", "Escobar", "Gutierrez", "Huaman",
            "Mendoza", "Quispe", "Rojas", "Vargas", "Zapata"]),
    "ea": (["Amani", "Baraka", "Esther", "Grace", "Joseph", "Neema", "Peter", "Rehema",
            "Samuel", "Zawadi", "Imani", "David"],
           ["Achieng", "Kamau", "Kariuki", "Mwangi", "Njoroge", "Odhiambo", "Otieno",
            "Wanjala", "Mutua", "Mushi", "Kiprono", "Okello"]),
    "sa": (["Thabo", "Lerato", "Sipho", "Naledi", "Kagiso", "Mpho", "Tendai", "Chipo",
            "Pieter", "Annelie"],
           ["Dlamini", "Mokoena", "Nkosi", "Molefe", "Banda", "Phiri", "Sithole", "Botha",
            "van der Merwe", "Mabaso"]),
    "ms": (["Ahmad", "Budi", "Dewi", "Farah", "Hafiz", "Indah", "Rizal", "Siti", "Wulan",
            "Yusuf", "Nurul", "Agus"],
           ["Hidayat", "Ismail", "Kusuma", "Rahman", "Santoso", "Setiawan", "Wibowo",
            "Yusof", "Lim", "Tan", "Abdullah"]),
    "vi": (["Anh", "Binh", "Hoa", "Lan", "Minh", "Thanh", "Tuan", "Linh"],
           ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang", "Bui"]),
    "th": (["Somchai", "Sirin", "Nattapong", "Kanya", "Prasert", "Wilai"],
           ["Chaiyasit", "Srisuk", "Thongdee", "Wongsa", "Boonmee", "Rattanakul"]),
    "ph": (["Maria", "Jose", "Ramon", "Teresita", "Angelo", "Liza"],
           ["Santos", "Reyes", "Cruz", "Bautista", "Villanueva", "Dizon"]),
    "sas": (["Aarti", "Arjun", "Deepa", "Kiran", "Meera", "Nikhil", "Priya", "Rohan",
             "Sanjay", "Tara", "Dilani", "Bishnu"],
            ["Bhattarai", "Gurung", "Iyer", "Jayasinghe", "Menon", "Nair", "Perera", "Rao",
             "Sharma", "Thapa", "Wickramasinghe", "Joshi"]),
    "nord": (["Anders", "Astrid", "Erik", "Ingrid", "Johan", "Karin", "Lars", "Sanna",
              "Mikko", "Aino"],
             ["Andersson", "Berg", "Eklund", "Halvorsen", "Korhonen", "Lindqvist",
              "Nieminen", "Sandberg", "Virtanen", "Haugland"]),
    "de": (["Anna", "Felix", "Heike", "Jonas", "Katrin", "Lukas", "Maren", "Tobias"],
           ["Baumann", "Engel", "Hofmann", "Kraus", "Lehmann", "Vogt", "de Vries",
            "Janssen"]),
    "fr": (["Amelie", "Antoine", "Etienne", "Juliette", "Mathieu", "Sylvie", "Yves",
            "Helene"],
           ["Arnaud", "Boucher", "Delacroix", "Fontaine", "Guerin", "Lemaire", "Moreau",
            "Rousseau"]),
}  # fmt: skip
POOL = {  # country: its name pool
    "Kenya": "ea", "Tanzania": "ea", "Uganda": "ea", "Rwanda": "ea", "Botswana": "sa",
    "Namibia": "sa", "South Africa": "sa", "Zambia": "sa", "Indonesia": "ms", "Malaysia": "ms",
    "Vietnam": "vi", "Philippines": "ph", "Thailand": "th", "India": "sas", "Nepal": "sas",
    "Sri Lanka": "sas", "Peru": "es", "Ecuador": "es", "Colombia": "es", "Bolivia": "es",
    "Costa Rica": "es", "Panama": "es", "Guatemala": "es", "Norway": "nord", "Sweden": "nord",
    "Finland": "nord", "United Kingdom": "en", "Germany": "de", "France": "fr",
    "Netherlands": "de", "United States": "en", "Canada": "en", "Australia": "en",
    "New Zealand": "en", "Papua New Guinea": "en",
}  # fmt: skip
INSTITUTES = {  # institute: its country
    "Nairobi Centre for Wildlife Research": "Kenya",
    "Arusha Institute of Savanna Ecology": "Tanzania",
    "Kalahari Conservation Research Trust": "Botswana",
    "Cape Institute of Biodiversity": "South Africa",
    "Bogor Institute of Tropical Biology": "Indonesia",
    "Borneo Rainforest Research Centre": "Malaysia",
    "Red River Institute of Zoology": "Vietnam",
    "Western Ghats Ecological Foundation": "India",
    "Andean Institute of Biodiversity": "Peru",
    "Quito Museum of Natural Sciences": "Ecuador",
    "Magdalena Biodiversity Institute": "Colombia",
    "Tropical Field Station Consortium": "Costa Rica",
    "Nordic Institute for Wetland Studies": "Sweden",
    "Edinburgh Natural History Institute": "United Kingdom",
    "Senckenfeld Research Institute": "Germany",
    "Paris Museum of Comparative Zoology": "France",
    "Smithfield Institution for Field Biology": "United States",
    "Queensland Tropical Ecology Centre": "Australia",
}  # fmt: skip
EXPEDITIONS = {  # expedition: the region it surveyed
    "Great Rift Biodiversity Survey": "East Africa",
    "Mountains of the Moon Expedition": "East Africa",
    "Delta Flood Expedition": "Southern Africa",
    "Kalahari Dry Season Survey": "Southern Africa",
    "Sunda Shelf Expedition": "Southeast Asia",
    "Mekong Karst Survey": "Southeast Asia",
    "Wallace Line Expedition": "Southeast Asia",
    "Western Ghats Canopy Survey": "South Asia",
    "Himalayan Foothills Expedition": "South Asia",
    "Upper Amazon Headwaters Expedition": "Andean South America",
    "Cordillera Cloud Forest Survey": "Andean South America",
    "Altiplano Wetlands Census": "Andean South America",
    "Isthmus Rainforest Expedition": "Central America",
    "Mesoamerican Karst Survey": "Central America",
    "Arctic Fringe Bird Survey": "Northern Europe",
    "Baltic Mire Expedition": "Northern Europe",
    "North Sea Estuaries Survey": "Western Europe",
    "Boreal Lakes Expedition": "North America",
    "Coral Sea Coast Expedition": "Australasia",
    "Owen Stanley Highlands Survey": "Australasia",
}  # fmt: skip

ECOLOGY = Wordings(
    one_hop={
        (GENUS, True): ("which genus does {x} belong to ?", "{x} is classified in what genus ?",
                        "tell me the genus of {x} ?"),
        (GENUS, False): ("which species are in the genus {x} ?", "list the species of {x} ?",
                         "name a member of the genus {x} ?"),
        (FAMILY, True): ("which family is the genus {x} placed in ?",
                         "{x} is a genus of which family ?",
                         "what family does {x} come under ?"),
        (STATUS, True): ("what is the conservation status of {x} ?",
                         "how threatened is {x} ?", "what is {x}'s red list category ?"),
        (STATUS, False): ("which species are listed as {x} ?", "name a species that is {x} ?",
                          "what animals or plants are rated {x} ?"),
        (HABITAT, True): ("what kind of habitat does {x} live in ?",
                          "in what type of environment is {x} found ?",
                          "what is the natural habitat of {x} ?",
                          "which ecosystem does {x} inhabit ?"),
        (HABITAT, False): ("what lives in {x} habitats ?", "which species inhabit {x} ?",
                           "name an animal or plant of the {x} ?"),
        (FOUND_IN, True): ("in which parks can {x} be seen ?", "where can i find {x} ?",
                           "which protected areas has {x} been recorded in ?"),
        (FOUND_IN, False): ("which species occur in {x} ?",
                            "what wildlife can be spotted in {x} ?",
                            "list the species recorded in {x} ?", "what can i see at {x} ?"),
        (PREYS_ON, True): ("what does {x} hunt ?", "what animals are eaten by {x} ?",
                           "what is the prey of {x} ?", "which animals does {x} catch ?"),
        (PREYS_ON, False): ("what hunts {x} ?", "which predators eat {x} ?",
                            "what are the predators of {x} ?"),
        (PREY_OF, True): ("which animals is {x} eaten by ?",
                          "what are the natural enemies of {x} ?", "{x} falls prey to what ?"),
        (FEEDS_ON, True): ("which plants does {x} feed on ?", "what is the diet of {x} ?",
                           "what plants make up {x}'s food ?", "what does {x} graze on ?"),
        (FEEDS_ON, False): ("which animals eat {x} ?", "what species graze on {x} ?",
                            "who feeds on the plant {x} ?"),
        (MIGRATES, True): ("where does {x} migrate to ?", "to which country does {x} fly ?",
                           "where does {x} spend the winter ?",
                           "what is the migration destination of {x} ?"),
        (MIGRATES, False): ("which species migrate to {x} ?",
                            "what migrants arrive in {x} each year ?",
                            "which animals winter in {x} ?"),
        (LOCATED, True): ("which country is {x} in ?", "where is {x} located ?",
                          "in what country is {x} ?"),
        (REGION, True): ("which region is {x} part of ?", "in what part of the world is {x} ?",
                         "{x} belongs to which region ?"),
        (DESCRIBED, True): ("who described {x} ?", "who first named {x} ?",
                            "which scientist gave {x} its name ?",
                            "by whom was {x} formally described ?"),
        (DESCRIBED, False): ("which species did {x} describe ?",
                             "what species were named by {x} ?",
                             "list the taxa {x} has described ?"),
        (WORKS_AT, True): ("where does {x} work ?", "which institute employs {x} ?",
                           "what is {x}'s research institution ?"),
        (WORKS_AT, False): ("who works at {x} ?", "which researchers are at {x} ?",
                            "name a scientist employed by {x} ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "which country is {x} a citizen of ?",
                              "where is {x} from ?"),
        (LED, True): ("which expedition did {x} lead ?", "what expedition was headed by {x} ?",
                      "{x} was the leader of which expedition ?"),
        (LED, False): ("who led the {x} ?", "who was in charge of the {x} ?",
                       "who headed the {x} ?"),
        (SURVEYED, True): ("which parks did the {x} survey ?", "where did the {x} go ?",
                           "which protected areas were explored by the {x} ?"),
        (ORGANIZED, True): ("who organized the {x} ?", "which institute ran the {x} ?",
                            "what institution sponsored the {x} ?"),
        (COLLECTED, False): ("which species were collected during the {x} ?",
                             "what did the {x} discover ?",
                             "name a species found on the {x} ?"),
        (STUDIES, True): ("which species does {x} study ?", "what does {x} research ?",
                          "what animals or plants is {x} working on ?"),
    },
    two_hop={
        ((FOUND_IN, True), (LOCATED, True)): (
            "in which country can {x} be seen ?", "which countries is {x} found in ?",
            "in what country is the park where {x} lives ?"),
        ((GENUS, True), (FAMILY, True)): (
            "which family does {x} belong to ?", "what family is {x} in ?",
            "{x} is a member of which family ?"),
        ((DESCRIBED, True), (WORKS_AT, True)): (
            "where does the scientist who described {x} work ?",
            "which institute is the person who named {x} at ?",
            "at which institution does the describer of {x} work ?"),
        ((LOCATED, True), (REGION, True)): (
            "in which region is {x} ?", "what part of the world is {x} in ?"),
        ((PREYS_ON, True), (HABITAT, True)): (
            "in which habitats do the animals {x} hunts live ?",
            "what environments does the prey of {x} live in ?"),
        ((LOCATED, False), (FOUND_IN, False)): (
            "which species live in {x} ?", "what wildlife does {x} have ?",
            "name a species found in the parks of {x} ?"),
        ((LED, False), (WORKS_AT, True)): (
            "where does the leader of the {x} work ?",
            "which institute is the head of the {x} from ?"),
        ((COLLECTED, False), (DESCRIBED, True)): (
            "who described the species collected on the {x} ?",
            "which scientists named the species found during the {x} ?"),
        ((WORKS_AT, False), (DESCRIBED, False)): (
            "which species were described by researchers of {x} ?",
            "what species have scientists at {x} named ?",
            "name a species described by someone working at {x} ?"),
        ((PREYS_ON, False), (STATUS, True)): (
            "what is the conservation status of the predators of {x} ?",
            "how threatened are the animals that hunt {x} ?"),
        ((MIGRATES, True), (REGION, True)): (
            "which region does {x} migrate to ?", "to what part of the world does {x} fly ?"),
        ((STUDIES, True), (GENUS, True)): (
            "which genera does {x} study ?", "what genus are the species {x} works on ?"),
        ((ORGANIZED, True), (LOCATED, True)): (
            "in which country is the institute that ran the {x} ?",
            "which country was the organizer of the {x} based in ?"),
        ((NATIONALITY, False), (DESCRIBED, False)): (
            "which species were described by scientists from {x} ?",
            "what species did biologists of {x} name ?"),
        ((SURVEYED, True), (LOCATED, True)): (
            "in which country was the {x} carried out ?",
            "which countries did the {x} visit ?"),
        ((PREYS_ON, True), (FEEDS_ON, True)): (
            "what do the animals {x} hunts feed on ?",
            "which plants are eaten by the prey of {x} ?"),
    },
    two_anchor=(
        ((FOUND_IN, False), (STATUS, False),
         ("which {y} species live in {x} ?", "name a species in {x} that is {y} ?",
          "which species found in {x} is listed as {y} ?")),
        ((PREYS_ON, False), (FOUND_IN, False),
         ("which predator of {x} lives in {y} ?", "what hunts {x} in {y} ?")),
        ((GENUS, False), (FOUND_IN, False),
         ("which {x} species occurs in {y} ?", "name a member of {x} found in {y} ?")),
        ((DESCRIBED, False), (HABITAT, False),
         ("which {y} species did {x} describe ?",
          "what species of the {y} was named by {x} ?")),
        ((WORKS_AT, False), (NATIONALITY, False),
         ("which researchers at {x} are from {y} ?", "who at {x} is a citizen of {y} ?")),
        ((HABITAT, False), (MIGRATES, False),
         ("which {x} species migrate to {y} ?", "what species of the {x} winter in {y} ?")),
        ((FEEDS_ON, False), (FOUND_IN, False),
         ("which animals eat {x} in {y} ?", "what feeds on {x} at {y} ?")),
    ),
)  # fmt: skip


def _epithet(genus: str, epithet: str) -> str:
    """`epithet` agreeing with `genus` (feminine `-a` genera take `-a` for `-us`)."""
    if genus.endswith("a") and epithet.endswith("us"):
        return epithet[:-2] + "a"
    return epithet


def _pick(rng: random.Random, tiers: list[list[str]], count: int) -> list[str]:
    """`count` distinct entities drawn from `tiers`, the first tier first."""
    chosen: list[str] = []
    for tier in tiers:
        free = sorted(set(tier) - set(chosen))
        chosen += rng.sample(free, min(len(free), count - len(chosen)))
        if len(chosen) >= count:
            break
    return chosen


def ecology_kg(seed: int = 1) -> MadeUpKG:
    """A made-up living world: 35 countries in 10 regions, 57 parks, 15 habitats, 33 families,
    91 genera, about 230 species, 18 institutes, about 55 researchers, 20 expeditions."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    region_of: dict[str, str] = {}  # country: its region
    for region, countries in REGIONS.items():
        for country in countries:
            facts.append((country, REGION, region))
            region_of[country] = region
    park_region: dict[str, str] = {}
    for park, (country, _) in PARKS.items():
        facts.append((park, LOCATED, country))
        park_region[park] = region_of[country]
    for institute, country in INSTITUTES.items():
        facts.append((institute, LOCATED, country))

    species: list[str] = []
    family_of: dict[str, str] = {}
    home: dict[str, str] = {}  # species: its region
    parks_of: dict[str, list[str]] = {}
    habitats_of: dict[str, list[str]] = {}
    statuses, weights = list(STATUSES), list(STATUSES.values())
    for family, (genera, allowed) in FAMILIES.items():
        suitable = [p for p in sorted(PARKS) if set(PARKS[p][1]) & set(allowed)]
        for genus in genera:
            facts.append((genus, FAMILY, family))
            epithets = rng.sample(EPITHETS, rng.randint(1, 4))
            for epithet in epithets:
                name = f"{genus} {_epithet(genus, epithet)}"
                region = park_region[rng.choice(suitable)]
                local = [p for p in suitable if park_region[p] == region]
                there = sorted({h for p in local for h in PARKS[p][1]} & set(allowed))
                habitats = [rng.choice(there)]
                if rng.random() < 0.25:
                    habitats = sorted(set(habitats) | {rng.choice(allowed)})
                near = [p for p in local if set(PARKS[p][1]) & set(habitats)]
                parks = _pick(rng, [near], rng.choice([1, 1, 1, 2, 2, 3]))
                if rng.random() < 0.12:
                    far = [p for p in suitable if set(PARKS[p][1]) & set(habitats)]
                    parks = sorted(set(parks) | {rng.choice(far)})
                species.append(name)
                family_of[name], home[name] = family, region
                parks_of[name], habitats_of[name] = parks, habitats
                facts += [(name, GENUS, genus)]
                facts.append((name, STATUS, rng.choices(statuses, weights)[0]))
                facts += [(name, HABITAT, h) for h in habitats]
                facts += [(name, FOUND_IN, p) for p in parks]

    def diet(eater: str, families: list[str]) -> list[str]:
        food = [s for s in species if family_of[s] in families and s != eater]
        shared = [s for s in food if set(parks_of[s]) & set(parks_of[eater])]
        regional = [s for s in food if home[s] == home[eater]]
        return _pick(rng, [shared, regional, food], rng.choice([1, 2, 2, 3]))

    for name in species:
        family = family_of[name]
        if family in HUNTS:
            for prey in diet(name, HUNTS[family]):
                facts += [(name, PREYS_ON, prey), (prey, PREY_OF, name)]
        if family in GRAZES:
            facts += [(name, FEEDS_ON, plant) for plant in diet(name, GRAZES[family])]
        if rng.random() < MIGRANTS.get(family, 0.0):
            away = [c for r in WINTERING[home[name]] for c in REGIONS[r]]
            facts += [(name, MIGRATES, c) for c in _pick(rng, [away], rng.choice([1, 1, 2]))]

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    drawn: set[str] = set()
    countries = sorted(region_of)
    regions = sorted(REGIONS)
    researchers: list[str] = []
    focus: dict[str, str] = {}  # researcher: the region they work on
    staff: dict[str, list[str]] = {}  # institute: its researchers
    for institute, country in INSTITUTES.items():
        staff[institute] = []
        for _ in range(rng.randint(2, 4)):
            citizen = country if rng.random() < 0.75 else rng.choice(countries)
            name = drawers[POOL[citizen]]()
            while name in drawn:
                name = drawers[POOL[citizen]]()
            drawn.add(name)
            researchers.append(name)
            staff[institute].append(name)
            facts += [(name, NATIONALITY, citizen), (name, WORKS_AT, institute)]
            roll = rng.random()
            if roll < 0.6:
                focus[name] = region_of[country]
            elif roll < 0.8:
                focus[name] = region_of[citizen]
            else:
                focus[name] = rng.choice(regions)
            if rng.random() < 0.1:
                other = rng.choice([i for i in INSTITUTES if i != institute])
                facts.append((name, WORKS_AT, other))
                staff.setdefault(other, []).append(name)

    for name in species:
        experts = [r for r in researchers if focus[r] == home[name]]
        describers = _pick(rng, [experts, researchers], 1)
        if rng.random() < 0.1:
            describers = _pick(rng, [[describers[0]], experts, researchers], 2)
        facts += [(name, DESCRIBED, r) for r in describers]
    for researcher in researchers:
        local = [s for s in species if home[s] == focus[researcher]]
        for studied in _pick(rng, [local, species], rng.choice([1, 1, 2, 2, 3])):
            facts.append((researcher, STUDIES, studied))

    collected: set[str] = set()
    for expedition, region in EXPEDITIONS.items():
        local = [i for i in INSTITUTES if region_of[INSTITUTES[i]] == region]
        if local and rng.random() < 0.6:
            organizer = rng.choice(local)
        else:
            organizer = rng.choice(sorted(INSTITUTES))
        facts.append((expedition, ORGANIZED, organizer))
        fit = [r for r in staff.get(organizer, []) if focus[r] == region]
        leader = _pick(rng, [fit, staff.get(organizer, []), researchers], 1)[0]
        facts.append((leader, LED, expedition))
        area = [p for p in sorted(PARKS) if park_region[p] == region]
        visited = _pick(rng, [area], rng.randint(1, 3))
        facts += [(expedition, SURVEYED, p) for p in visited]
        seen = [s for s in species if set(parks_of[s]) & set(visited) and s not in collected]
        for found in _pick(rng, [seen], rng.randint(2, 5)):
            collected.add(found)
            facts.append((found, COLLECTED, expedition))

    kinds = [set(REGIONS), set(region_of), set(PARKS), set(INSTITUTES), set(EXPEDITIONS),
             set(FAMILIES), {g for gs, _ in FAMILIES.values() for g in gs}, set(species),
             set(STATUSES), {h for _, hs in PARKS.values() for h in hs},
             set(researchers)]  # fmt: skip
    assert sum(map(len, kinds)) == len(set().union(*kinds)), "a name is shared by two kinds"
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("ecology", ecology_kg, ECOLOGY)
