"""An agricultural KG of our own, made up for an unseen-KG check (written after all twenty-four
others, to check the rules they led to, and not tuned on): farms with made-up names in the
style of their country ("Brackenridge Farm", "Ferme de Beaulieu", "Gut Lindenau", "Cascina
Belvedere", "Finca El Encinar", "Skovgaard"), the farmers who own or manage them (born 1936 to
2001), the crop varieties they grow (made-up names, a few with their breeder's code in front,
"NF Sentinel", potatoes two words, "Highland Ruby") with the crop each is a variety of, the seed
companies that bred them and their release years, the livestock breeds they raise (real
breeds) and the species of each, the regions and countries farms and plants are in, the
cooperatives farms are members of (founding years, countries), the processing plants that buy
from them (creameries, flour mills, maltings, feed mills, oilseed crushers, sugar factories,
potato processors, rice mills, meat plants, egg packing stations; made-up names after made-up
towns), what each plant processes and the food companies that operate them, the machinery
models farms use (tractors, combine harvesters, sprayers, milking robots and so on) with their
kind, manufacturers and the manufacturers' countries, the certifications farms hold (real
labels, "Soil Association Organic", "Bioland", "USDA Organic"), their soil types, areas in
hectares and founding years.

Relation names are phrases as an OpenIE or LLM triple extractor writes them from text:
lower-case verb phrases with spaces, auxiliaries, articles and prepositions (`is owned by`,
`is located in`, `is part of`, `is a member of`, `was founded in`, `grows`, `raises`,
`sells its produce to`, `is operated by`, `uses machinery`, `is manufactured by`, `is a`,
`has an area of` for hectares, `was born in the year`, `is certified as`, `was bred by`,
`was released in`, `is a variety of`, `is a breed of`, `has soil type`, `processes`,
`is managed by`, `is based in`, `is headquartered in`). Four of the twenty-four are also
stored backwards under the twin phrase such an extractor would write from the other side:
`is owned by` / `owns`, `is a member of` / `has member`, `grows` / `is grown on`,
`is manufactured by` / `manufactures`; the other twenty once; no types file.

`is located in` is said of farms and plants alike (a region), regions are `is part of` a
country; `was founded in` is said of farms, cooperatives, food companies, seed companies and
machinery makers alike; `is headquartered in` of food companies, seed companies and machinery
makers (a country), `is based in` of cooperatives (a country). `processes` reaches crops
(the same nodes `is a variety of` reaches, "wheat", "sugar beet") and animal products
("milk", "beef", "pork", "lamb", "eggs"). Each region has its crops, livestock species and
soils; a farm is arable, dairy, livestock or mixed and draws its crops, breeds (a country's
own breeds more often) and soils from its region, its varieties from those of its crops (a
home breeder's more often), its machinery by what it produces (a home maker's more often), its
certifications from its country's labels and the international ones, its cooperatives from
its country's of a matching focus, and sells to plants of its country that process what it
produces (of its region more often). One or two owners (two often sharing a surname); the
manager is an owner, a relative with the owner's surname or a hired manager; a few farmers
own two farms. Farmers are drawn with `NameDrawer` from small pools per language, so
surnames repeat. Years: farms founded 1742 to 2019, cooperatives 1868 to 1996, companies 1846
to 2011, farmers born 1936 to 2001, varieties released 1968 to 2024; areas run from 6 to
about 9,000 hectares, so many areas are also years. Wordings were written before any run and
were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

OWNED_BY = "is owned by"
MANAGED_BY = "is managed by"
LOCATED = "is located in"
PART_OF = "is part of"
MEMBER = "is a member of"
FOUNDED = "was founded in"
BASED = "is based in"
HQ = "is headquartered in"
GROWS = "grows"
RAISES = "raises"
SELLS = "sells its produce to"
OPERATED = "is operated by"
USES = "uses machinery"
MADE_BY = "is manufactured by"
KIND = "is a"
AREA = "has an area of"
BORN = "was born in the year"
CERTIFIED = "is certified as"
BRED_BY = "was bred by"
RELEASED = "was released in"
VARIETY_OF = "is a variety of"
BREED_OF = "is a breed of"
SOIL = "has soil type"
PROCESSES = "processes"

TWINS = {OWNED_BY: "owns", MEMBER: "has member", GROWS: "is grown on", MADE_BY: "manufactures"}

COUNTRIES = {  # country: name pool, farm-name style, its own certification labels
    "United Kingdom": ("en", "en", ["Soil Association Organic", "Red Tractor Assured",
                                    "LEAF Marque", "Pasture for Life"]),
    "Ireland": ("ie", "en", ["Irish Organic Association", "Sustainable Dairy Assurance Scheme",
                             "Bord Bia Quality Assured"]),
    "France": ("fr", "fr", ["Agriculture Biologique", "Label Rouge",
                            "Haute Valeur Environnementale"]),
    "Germany": ("de", "de", ["Bioland", "Naturland", "QS Qualitat und Sicherheit"]),
    "Netherlands": ("nl", "nl", ["On the way to PlanetProof", "Beter Leven"]),
    "Denmark": ("dk", "dk", ["Danish State Organic Label", "Arla Farmark"]),
    "Italy": ("it", "it", ["Biologico Italia", "Sistema Qualita Nazionale Zootecnia"]),
    "Spain": ("es", "es", ["Agricultura Ecologica", "Bienestar Animal Certificado"]),
    "United States": ("en", "us", ["USDA Organic", "Certified Humane",
                                   "Animal Welfare Approved", "Regenerative Organic Certified"]),
    "Canada": ("en", "us", ["Canada Organic", "Verified Beef Production Plus"]),
    "Australia": ("en", "au", ["Australian Certified Organic", "RSPCA Approved Farming"]),
    "New Zealand": ("en", "au", ["BioGro", "NZ Farm Assurance Programme"]),
}  # fmt: skip
INTERNATIONAL_LABELS = ["EU Organic", "Demeter Biodynamic", "GlobalG.A.P.",
                        "Regenerative Agriculture Alliance"]  # fmt: skip
EU = {"Ireland", "France", "Germany", "Netherlands", "Denmark", "Italy", "Spain"}

REGIONS = {  # region: its country, crops, livestock species, soil types
    "East Anglia": ("United Kingdom", ["wheat", "barley", "sugar beet", "potatoes", "rapeseed"],
                    ["pigs", "chickens"], ["clay loam", "sandy loam", "chalk", "peat"]),
    "Lincolnshire": ("United Kingdom", ["wheat", "potatoes", "sugar beet", "rapeseed", "oats"],
                     ["pigs"], ["silt loam", "clay loam", "peat"]),
    "Yorkshire": ("United Kingdom", ["wheat", "barley", "oats", "rapeseed"],
                  ["sheep", "pigs", "cattle"], ["clay loam", "limestone brash", "loam"]),
    "Devon": ("United Kingdom", ["barley", "maize", "oats"], ["cattle", "sheep"],
              ["clay loam", "loam", "shale"]),
    "Aberdeenshire": ("United Kingdom", ["barley", "oats", "potatoes", "wheat"],
                      ["cattle", "sheep"], ["sandy loam", "loam", "peat"]),
    "County Cork": ("Ireland", ["barley", "wheat", "maize"], ["cattle", "sheep", "pigs"],
                    ["loam", "clay loam"]),
    "County Tipperary": ("Ireland", ["barley", "oats"], ["cattle", "sheep"],
                         ["loam", "limestone brash", "peat"]),
    "County Meath": ("Ireland", ["wheat", "barley", "potatoes"], ["cattle", "chickens"],
                     ["clay loam", "loam"]),
    "County Wexford": ("Ireland", ["barley", "potatoes", "wheat", "oats"], ["cattle", "pigs"],
                       ["sandy loam", "loam"]),
    "Beauce": ("France", ["wheat", "barley", "rapeseed", "maize", "sugar beet"], [],
               ["loess", "silt loam", "limestone brash"]),
    "Brittany": ("France", ["maize", "wheat", "potatoes"], ["cattle", "pigs", "chickens"],
                 ["sandy loam", "loam", "shale"]),
    "Normandy": ("France", ["wheat", "rapeseed", "potatoes", "barley"], ["cattle", "sheep"],
                 ["loess", "clay loam", "chalk"]),
    "Hauts-de-France": ("France", ["wheat", "sugar beet", "potatoes", "rapeseed"], ["cattle"],
                        ["loess", "silt loam", "chalk"]),
    "Occitanie": ("France", ["durum wheat", "sunflower", "maize"], ["sheep", "goats"],
                  ["clay loam", "limestone brash", "alluvial soil"]),
    "Auvergne": ("France", ["wheat", "barley"], ["cattle", "sheep"],
                 ["volcanic soil", "loam", "clay loam"]),
    "Lower Saxony": ("Germany", ["wheat", "barley", "rye", "sugar beet", "potatoes", "maize"],
                     ["cattle", "pigs", "chickens"], ["sandy soil", "loess", "peat"]),
    "Bavaria": ("Germany", ["wheat", "barley", "maize", "potatoes"], ["cattle", "pigs"],
                ["loess", "loam", "clay loam"]),
    "Schleswig-Holstein": ("Germany", ["wheat", "rapeseed", "barley"], ["cattle"],
                           ["marsh clay", "sandy soil", "loam"]),
    "Mecklenburg-Vorpommern": ("Germany", ["wheat", "rapeseed", "rye", "barley", "sugar beet"],
                               ["cattle", "pigs"], ["sandy loam", "loam", "sandy soil"]),
    "Saxony-Anhalt": ("Germany", ["wheat", "sugar beet", "rapeseed", "barley", "potatoes"],
                      ["pigs"], ["black earth", "loess"]),
    "Friesland": ("Netherlands", ["maize", "potatoes"], ["cattle", "sheep", "goats"],
                  ["marsh clay", "peat", "sandy soil"]),
    "Groningen": ("Netherlands", ["potatoes", "sugar beet", "wheat"], ["cattle"],
                  ["marsh clay", "peat", "sandy soil"]),
    "Zeeland": ("Netherlands", ["potatoes", "wheat", "sugar beet"], [],
                ["marsh clay", "silt loam"]),
    "North Brabant": ("Netherlands", ["maize"], ["pigs", "chickens", "goats", "cattle"],
                      ["sandy soil", "loam"]),
    "Jutland": ("Denmark", ["barley", "wheat", "rye", "potatoes"], ["pigs", "cattle"],
                ["sandy soil", "sandy loam", "clay loam"]),
    "Funen": ("Denmark", ["wheat", "barley", "sugar beet", "rapeseed"], ["pigs"],
              ["clay loam", "loam"]),
    "Zealand": ("Denmark", ["wheat", "barley", "sugar beet", "rapeseed"], ["pigs", "chickens"],
                ["clay loam", "loam", "sandy loam"]),
    "Emilia-Romagna": ("Italy", ["wheat", "durum wheat", "maize", "sugar beet"],
                       ["cattle", "pigs"], ["alluvial soil", "clay loam", "silt loam"]),
    "Lombardy": ("Italy", ["maize", "rice"], ["cattle", "pigs"],
                 ["alluvial soil", "silt loam", "loam"]),
    "Piedmont": ("Italy", ["rice", "maize", "wheat"], ["cattle"],
                 ["alluvial soil", "clay loam", "loam"]),
    "Apulia": ("Italy", ["durum wheat"], ["sheep", "goats"],
               ["limestone brash", "clay loam", "terra rossa"]),
    "Castile and Leon": ("Spain", ["wheat", "barley", "sugar beet"], ["sheep", "pigs"],
                         ["sandy loam", "clay loam", "limestone brash"]),
    "Andalusia": ("Spain", ["durum wheat", "sunflower", "rice"], ["pigs", "goats", "sheep"],
                  ["black earth", "alluvial soil", "terra rossa"]),
    "Aragon": ("Spain", ["barley", "wheat", "maize"], ["pigs", "sheep"],
               ["limestone brash", "alluvial soil", "clay loam"]),
    "Galicia": ("Spain", ["maize", "potatoes"], ["cattle"], ["loam", "sandy loam", "shale"]),
    "Iowa": ("United States", ["maize", "soybeans"], ["pigs", "cattle", "chickens"],
             ["black earth", "loess", "silt loam"]),
    "Nebraska": ("United States", ["maize", "soybeans", "wheat"], ["cattle"],
                 ["loess", "silt loam", "sandy soil"]),
    "Kansas": ("United States", ["wheat", "sunflower", "maize"], ["cattle"],
               ["silt loam", "clay loam", "black earth"]),
    "Wisconsin": ("United States", ["maize", "soybeans", "oats", "potatoes"], ["cattle"],
                  ["silt loam", "sandy loam", "loam"]),
    "North Dakota": ("United States", ["wheat", "durum wheat", "canola", "sunflower",
                                       "soybeans", "lentils"], ["cattle"],
                     ["black earth", "clay loam"]),
    "Saskatchewan": ("Canada", ["wheat", "durum wheat", "canola", "lentils", "oats", "barley"],
                     ["cattle"], ["black earth", "clay loam", "sandy loam"]),
    "Alberta": ("Canada", ["wheat", "barley", "canola"], ["cattle"],
                ["black earth", "loam", "clay loam"]),
    "Manitoba": ("Canada", ["wheat", "canola", "oats", "soybeans"], ["pigs", "cattle"],
                 ["black earth", "clay loam"]),
    "Ontario": ("Canada", ["maize", "soybeans", "wheat"], ["cattle", "chickens"],
                ["loam", "clay loam", "sandy loam"]),
    "New South Wales": ("Australia", ["wheat", "barley", "canola", "rice"], ["sheep", "cattle"],
                        ["red earth", "black earth", "clay loam"]),
    "Western Australia": ("Australia", ["wheat", "barley", "canola", "lentils"], ["sheep"],
                          ["sandy soil", "red earth", "sandy loam"]),
    "Victoria": ("Australia", ["wheat", "barley", "canola"], ["sheep", "cattle"],
                 ["red earth", "volcanic soil", "clay loam"]),
    "South Australia": ("Australia", ["wheat", "barley", "lentils"], ["sheep"],
                        ["red earth", "sandy loam", "limestone brash"]),
    "Canterbury": ("New Zealand", ["wheat", "barley", "potatoes"], ["sheep", "cattle"],
                   ["silt loam", "alluvial soil", "loam"]),
    "Waikato": ("New Zealand", ["maize"], ["cattle"], ["volcanic soil", "peat", "loam"]),
    "Southland": ("New Zealand", ["oats", "barley"], ["sheep", "cattle"],
                  ["loam", "silt loam", "peat"]),
    "Otago": ("New Zealand", ["barley"], ["sheep"], ["loess", "shale", "loam"]),
}  # fmt: skip

BREEDS = {  # breed: its species, what it is kept for
    "Holstein Friesian": ("cattle", "milk"), "Jersey": ("cattle", "milk"),
    "Brown Swiss": ("cattle", "milk"), "Montbeliarde": ("cattle", "milk"),
    "Ayrshire": ("cattle", "milk"), "Danish Red": ("cattle", "milk"),
    "Aberdeen Angus": ("cattle", "beef"), "Hereford": ("cattle", "beef"),
    "Charolais": ("cattle", "beef"), "Limousin": ("cattle", "beef"),
    "Blonde d'Aquitaine": ("cattle", "beef"), "Wagyu": ("cattle", "beef"),
    "Texel": ("sheep", "lamb"), "Suffolk": ("sheep", "lamb"), "Merino": ("sheep", "lamb"),
    "Scottish Blackface": ("sheep", "lamb"), "Romney": ("sheep", "lamb"),
    "Churra": ("sheep", "lamb"), "Large White": ("pigs", "pork"), "Landrace": ("pigs", "pork"),
    "Duroc": ("pigs", "pork"), "Berkshire": ("pigs", "pork"), "Tamworth": ("pigs", "pork"),
    "Iberian": ("pigs", "pork"), "Saanen": ("goats", "milk"), "Alpine": ("goats", "milk"),
    "Toggenburg": ("goats", "milk"), "Lohmann Brown": ("chickens", "eggs"),
    "Rhode Island Red": ("chickens", "eggs"), "Bovans Brown": ("chickens", "eggs"),
    "Light Sussex": ("chickens", "eggs"),
}  # fmt: skip
LOCAL_BREEDS = {
    "United Kingdom": ["Aberdeen Angus", "Hereford", "Suffolk", "Scottish Blackface", "Tamworth",
                       "Berkshire", "Ayrshire", "Light Sussex"],
    "Ireland": ["Hereford", "Aberdeen Angus", "Suffolk", "Texel"],
    "France": ["Montbeliarde", "Charolais", "Limousin", "Blonde d'Aquitaine", "Alpine"],
    "Germany": ["Brown Swiss", "Landrace", "Holstein Friesian"],
    "Netherlands": ["Holstein Friesian", "Texel", "Saanen"],
    "Denmark": ["Danish Red", "Jersey", "Landrace"],
    "Italy": ["Brown Swiss", "Saanen"],
    "Spain": ["Iberian", "Churra"],
    "United States": ["Holstein Friesian", "Aberdeen Angus", "Duroc", "Hereford"],
    "Canada": ["Holstein Friesian", "Aberdeen Angus", "Hereford"],
    "Australia": ["Merino", "Aberdeen Angus", "Wagyu"],
    "New Zealand": ["Romney", "Jersey", "Merino"],
}  # fmt: skip
ANIMAL_PRODUCTS = ["milk", "beef", "lamb", "pork", "eggs"]

PLANT_KINDS = {  # plant kind: the products it may process, its name by language
    "creamery": (["milk"], {"en": "{town} Creamery", "fr": "Laiterie de {town}",
                            "de": "Molkerei {town}", "nl": "Zuivelfabriek {town}",
                            "dk": "{town} Mejeri", "it": "Caseificio di {town}",
                            "es": "Central Lechera de {town}"}),
    "flour mill": (["wheat", "rye", "oats", "durum wheat"],
                   {"en": "{town} Flour Mills", "fr": "Moulins de {town}",
                    "de": "Muhle {town}", "nl": "Meelfabriek {town}", "dk": "{town} Molle",
                    "it": "Molino di {town}", "es": "Harinera de {town}"}),
    "maltings": (["barley"], {"en": "{town} Maltings", "fr": "Malterie de {town}",
                              "de": "Malzfabrik {town}", "nl": "Mouterij {town}",
                              "dk": "{town} Malteri", "it": "Malteria di {town}",
                              "es": "Malteria de {town}"}),
    "feed mill": (["maize", "barley", "wheat", "soybeans"],
                  {"en": "{town} Feed Mill", "fr": "Aliments du Betail de {town}",
                   "de": "Kraftfutterwerk {town}", "nl": "Mengvoederfabriek {town}",
                   "dk": "{town} Foderstof", "it": "Mangimificio di {town}",
                   "es": "Piensos de {town}"}),
    "oilseed crusher": (["rapeseed", "sunflower", "soybeans", "canola"],
                        {"en": "{town} Oilseed Crushing Plant", "fr": "Huilerie de {town}",
                         "de": "Olmuhle {town}", "nl": "Oliefabriek {town}",
                         "dk": "{town} Oliemolle", "it": "Oleificio di {town}",
                         "es": "Almazara de {town}"}),
    "sugar factory": (["sugar beet"], {"en": "{town} Sugar Factory",
                                       "fr": "Sucrerie de {town}", "de": "Zuckerfabrik {town}",
                                       "nl": "Suikerfabriek {town}",
                                       "dk": "{town} Sukkerfabrik",
                                       "it": "Zuccherificio di {town}",
                                       "es": "Azucarera de {town}"}),
    "potato processor": (["potatoes"], {"en": "{town} Potato Processing Plant",
                                        "fr": "Feculerie de {town}",
                                        "de": "Kartoffelwerk {town}",
                                        "nl": "Aardappelverwerking {town}",
                                        "dk": "{town} Kartoffelmelsfabrik",
                                        "it": "Pataticoltura di {town}",
                                        "es": "Patatas de {town}"}),
    "rice mill": (["rice"], {"en": "{town} Rice Mill", "it": "Riseria di {town}",
                             "es": "Arrocera de {town}"}),
    "pulse processor": (["lentils"], {"en": "{town} Pulse Processing Plant"}),
    "meat plant": (["beef", "pork", "lamb"],
                   {"en": "{town} Meat Processors", "fr": "Abattoir de {town}",
                    "de": "Schlachthof {town}", "nl": "Slachterij {town}",
                    "dk": "{town} Slagteri", "it": "Macello di {town}",
                    "es": "Matadero de {town}"}),
    "egg packing station": (["eggs"], {"en": "{town} Egg Packing Station",
                                       "fr": "Centre d'Emballage d'Oeufs de {town}",
                                       "de": "Eierpackstelle {town}",
                                       "nl": "Eierpakstation {town}",
                                       "dk": "{town} Aegpakkeri",
                                       "it": "Centro Imballaggio Uova di {town}",
                                       "es": "Centro de Embalaje de Huevos de {town}"}),
}  # fmt: skip
TOWNS = {  # country: made-up towns its plants are named after
    "United Kingdom": ["Wrenford", "Ashcombe", "Harbury Cross", "Kelsby", "Morwick", "Tollerton",
                       "Bradwell Fen", "Stainby"],
    "Ireland": ["Ballycarrig", "Kilmoran", "Rathcullen", "Castlebrack", "Dunmore East"],
    "France": ["Saint-Aurel", "Villemont", "Chateaubrun", "Lussac-sur-Loir", "Pontgirard",
               "Montferrier"],
    "Germany": ["Ahlenbruck", "Niederwerth", "Lindenau", "Bergfelde", "Oberstetten",
                "Haselhorst"],
    "Netherlands": ["Veenwouden", "Oosterhoek", "Westerbroek", "Nieuwlande", "Heeswijk"],
    "Denmark": ["Vesterlund", "Hammerholt", "Bjerreby", "Soholm", "Kragelund"],
    "Italy": ["San Vitale", "Borgonuovo", "Castelmarino", "Roccabella", "Villafranca Padana"],
    "Spain": ["Villanueva del Campo", "Torrealba", "Montejo", "Santa Olalla", "Valdecarros"],
    "United States": ["Cedar Falls", "Millbrook", "Prairie City", "Grand Forks Junction",
                      "Harlan Springs", "Riverton"],
    "Canada": ["Moose Creek", "Red Deer Crossing", "Kindersley Flats", "Portage Ridge",
               "Elmvale"],
    "Australia": ["Wagga Downs", "Narrabeen Creek", "Moora", "Horsham West", "Kapunda Hills"],
    "New Zealand": ["Ashburton", "Te Awamutu", "Gore Valley", "Balclutha Flat"],
}  # fmt: skip
COMPANIES = {  # food company: its country, founding year, the plant kinds it runs
    "Crestline Foods": ("United Kingdom", 1923, ["creamery", "meat plant", "egg packing station"]),
    "Grainfield Milling plc": ("United Kingdom", 1886, ["flour mill", "feed mill", "maltings"]),
    "British Beet Sugar Company": ("United Kingdom", 1936, ["sugar factory"]),
    "Munster Agri Foods": ("Ireland", 1961, ["creamery", "meat plant", "feed mill"]),
    "Vallee Laitiere SA": ("France", 1947, ["creamery"]),
    "Groupe Terrena Ouest": ("France", 1912, ["meat plant", "egg packing station", "feed mill",
                                              "potato processor"]),
    "Sucreries Reunies du Nord": ("France", 1872, ["sugar factory", "oilseed crusher"]),
    "Moulins Dufresne": ("France", 1894, ["flour mill", "maltings"]),
    "Nordmilch Hansa AG": ("Germany", 1955, ["creamery"]),
    "Zuckerwerke Sudheide AG": ("Germany", 1899, ["sugar factory"]),
    "Agrarhandel Ostmark GmbH": ("Germany", 1991, ["flour mill", "feed mill", "oilseed crusher",
                                                   "maltings"]),
    "Westfleisch Weser eG": ("Germany", 1928, ["meat plant", "egg packing station"]),
    "Veldmeester Foods": ("Netherlands", 1951, ["potato processor", "creamery",
                                                "egg packing station"]),
    "Suikerunie Noord": ("Netherlands", 1899, ["sugar factory"]),
    "Nordlys Dairy Group": ("Denmark", 1882, ["creamery"]),
    "Vestjysk Slagterier": ("Denmark", 1887, ["meat plant"]),
    "Danagro Handel": ("Denmark", 1969, ["feed mill", "maltings", "flour mill", "sugar factory"]),
    "Gruppo Alimentare Padano": ("Italy", 1931, ["creamery", "meat plant", "rice mill",
                                                 "flour mill"]),
    "Molini Ferraresi": ("Italy", 1908, ["flour mill", "feed mill", "sugar factory"]),
    "Grupo Agroalimentario Iberico": ("Spain", 1976, ["meat plant", "creamery", "flour mill"]),
    "Azucarera del Duero": ("Spain", 1903, ["sugar factory", "oilseed crusher", "rice mill"]),
    "Heartland Processing Company": ("United States", 1919, ["feed mill", "oilseed crusher",
                                                             "meat plant", "egg packing station"]),
    "Great Lakes Dairy Foods": ("United States", 1938, ["creamery", "potato processor"]),
    "Plains Milling Corporation": ("United States", 1902, ["flour mill", "pulse processor",
                                                           "maltings"]),
    "Northern Prairie Grain": ("Canada", 1911, ["flour mill", "oilseed crusher",
                                                "pulse processor", "maltings"]),
    "Maple Valley Foods": ("Canada", 1958, ["creamery", "meat plant", "egg packing station",
                                            "feed mill"]),
    "Southern Cross Agribusiness": ("Australia", 1947, ["flour mill", "oilseed crusher",
                                                        "maltings", "pulse processor",
                                                        "rice mill"]),
    "Outback Meat Company": ("Australia", 1964, ["meat plant"]),
    "Kiwi Pastoral Foods": ("New Zealand", 1980, ["creamery", "meat plant", "potato processor",
                                                  "flour mill"]),
    "Granary Holdings International": ("United States", 1846, ["flour mill", "feed mill",
                                                               "oilseed crusher", "maltings",
                                                               "sugar factory"]),
    "Ovoterra Group": ("France", 2004, ["egg packing station", "feed mill"]),
    "Aurora Dairy Alliance": ("Denmark", 2011, ["creamery"]),
}  # fmt: skip
MULTINATIONALS = ["Granary Holdings International", "Ovoterra Group", "Aurora Dairy Alliance",
                  "Veldmeester Foods"]  # fmt: skip
COOPS = {  # cooperative: its country, founding year, the products of its members
    "Anglia Grain Growers": ("United Kingdom", 1973, ["wheat", "barley", "rapeseed", "oats"]),
    "Westcountry Milk Producers": ("United Kingdom", 1933, ["milk"]),
    "Northern Livestock Cooperative": ("United Kingdom", 1958, ["beef", "lamb", "pork"]),
    "Munster Dairy Co-operative": ("Ireland", 1897, ["milk"]),
    "Leinster Tillage Co-operative": ("Ireland", 1964, ["wheat", "barley", "oats", "potatoes"]),
    "Cooperative Agricole de la Beauce": ("France", 1921, ["wheat", "barley", "rapeseed", "maize",
                                                           "sugar beet"]),
    "Union Laitiere de l'Ouest": ("France", 1949, ["milk"]),
    "Coop Terres du Midi": ("France", 1968, ["durum wheat", "sunflower", "lamb", "milk"]),
    "Raiffeisen-Genossenschaft Weser-Elbe": ("Germany", 1868, ["wheat", "barley", "rye",
                                                               "potatoes", "sugar beet", "maize"]),
    "Milcherzeugergemeinschaft Oberland": ("Germany", 1952, ["milk"]),
    "Agrargenossenschaft Ostseekuste": ("Germany", 1991, ["wheat", "rapeseed", "pork", "milk"]),
    "Cooperatie Noordelijke Akkerbouw": ("Netherlands", 1917, ["potatoes", "sugar beet",
                                                               "wheat"]),
    "Zuivelcooperatie De Wadden": ("Netherlands", 1908, ["milk"]),
    "Dansk Andelsslagteri Vest": ("Denmark", 1887, ["pork", "beef"]),
    "Andelsmejeriet Limfjord": ("Denmark", 1884, ["milk"]),
    "Consorzio Agrario Padano": ("Italy", 1901, ["wheat", "maize", "durum wheat", "sugar beet",
                                                 "milk"]),
    "Cooperativa Risicoltori Vercellesi": ("Italy", 1926, ["rice"]),
    "Cooperativa Cerealicola Dauna": ("Italy", 1955, ["durum wheat", "lamb", "milk"]),
    "Cooperativa Agraria del Duero": ("Spain", 1944, ["wheat", "barley", "sugar beet", "lamb"]),
    "Sociedad Cooperativa Campos del Sur": ("Spain", 1981, ["durum wheat", "sunflower", "rice",
                                                            "pork", "milk"]),
    "Heartland Grain Cooperative": ("United States", 1926, ["maize", "soybeans", "wheat"]),
    "Great Lakes Dairy Cooperative": ("United States", 1911, ["milk"]),
    "Plains Wheat Growers Association": ("United States", 1947, ["wheat", "durum wheat",
                                                                 "sunflower", "canola",
                                                                 "lentils"]),
    "Prairie Pools Cooperative": ("Canada", 1924, ["wheat", "durum wheat", "canola", "lentils",
                                                   "oats", "barley"]),
    "Ontario Farmers Co-operative": ("Canada", 1950, ["maize", "soybeans", "wheat", "milk",
                                                      "eggs"]),
    "Wheatbelt Growers Cooperative": ("Australia", 1962, ["wheat", "barley", "canola",
                                                          "lentils"]),
    "Riverina Farmers Co-operative": ("Australia", 1919, ["rice", "wheat", "lamb", "beef"]),
    "Southern Alps Farmers Co-operative": ("New Zealand", 1978, ["lamb", "beef", "barley",
                                                                 "wheat", "oats"]),
    "Waikato Dairy Co-operative": ("New Zealand", 1996, ["milk"]),
}  # fmt: skip
SEED_COMPANIES = {  # seed company: its country, founding year, code, the crops it breeds
    "Northfield Plant Breeding": ("United Kingdom", 1912, "NF",
                                  ["wheat", "barley", "oats", "rapeseed"]),
    "Highland Potato Breeders": ("United Kingdom", 1955, "HPB", ["potatoes"]),
    "Saatzucht Lindenhof": ("Germany", 1897, "SL", ["wheat", "rye", "barley", "rapeseed"]),
    "Semences Delaborde": ("France", 1921, "SD", ["wheat", "maize", "sunflower", "durum wheat",
                                                  "sugar beet"]),
    "Prairie Crest Genetics": ("United States", 1979, "PCG", ["maize", "soybeans", "wheat"]),
    "Agrovita Sementi": ("Italy", 1951, "AV", ["durum wheat", "rice", "maize", "sunflower"]),
    "Brinkman Zaden": ("Netherlands", 1904, "BZ", ["potatoes", "sugar beet"]),
    "Skovlund Plant Breeding": ("Denmark", 1938, "SK", ["barley", "oats", "wheat"]),
    "Beta Nordica": ("Sweden", 1899, "BN", ["sugar beet"]),
    "Maplewood Seeds": ("Canada", 1946, "MW", ["canola", "lentils", "wheat", "oats"]),
    "Southern Cross Seed Company": ("Australia", 1962, "SX", ["wheat", "barley", "canola",
                                                              "lentils"]),
    "Iberia Semillas": ("Spain", 1970, "IS", ["durum wheat", "barley", "sunflower", "rice"]),
}  # fmt: skip
VARIETY_WORDS = ["Sentinel", "Graystone", "Mariner", "Cordiale", "Harrier", "Solstice",
                 "Kestrel", "Avalon", "Brigadier", "Crusader", "Dunlin", "Elgar", "Firecrest",
                 "Gallant", "Hobbit", "Invicta", "Jubilee", "Kingfisher", "Lancer", "Meridian",
                 "Nimbus", "Orator", "Paragon", "Quartet", "Rialto", "Saracen", "Tempest",
                 "Umbra", "Vanguard", "Warrior", "Xenon", "Yeoman", "Zodiac", "Aurelio",
                 "Belcanto", "Cantore", "Dorado", "Estrella", "Fidelio", "Gavotte", "Halcyon",
                 "Istria", "Jovial", "Korvet", "Lumina", "Montana", "Nordika", "Opaline",
                 "Pioneer", "Quasar", "Rubicon", "Skyfall", "Talisman", "Ulysses", "Valiant",
                 "Windsor", "Arktis", "Borealis", "Calypso", "Diadem", "Equinox", "Falstaff",
                 "Granada", "Horizon", "Icarus", "Juno", "Kelvin", "Lodestar", "Maestro",
                 "Nectar", "Odyssey", "Prospect", "Regent", "Sovereign", "Tundra", "Velvet",
                 "Wessex", "Amber Wave", "Prairie Gold", "Northern Star", "Silver Birch",
                 "Harvest Moon"]  # fmt: skip
POTATO_FIRST = ["Highland", "Maris", "Golden", "Red", "Early", "Royal", "Blue", "Country"]
POTATO_SECOND = ["Ruby", "Queen", "Duchess", "Baron", "Gem", "Glory", "Pride", "Rose", "Crest",
                 "Sunrise"]  # fmt: skip

MACHINE_MAKERS = {  # machinery maker: its country, founding year, brand, the kinds it makes
    "Brandauer Landtechnik": ("Germany", 1919, "Brandauer",
                              ["tractor", "combine harvester", "forage harvester"]),
    "Redhill Agricultural Engineering": ("United Kingdom", 1876, "Redhill",
                                         ["telehandler", "baler", "tractor"]),
    "Prairieline Equipment Company": ("United States", 1902, "Prairieline",
                                      ["tractor", "combine harvester", "sprayer", "seed drill"]),
    "Costa Macchine Agricole": ("Italy", 1948, "Costa", ["tractor", "baler", "rice transplanter"]),
    "Kurokawa Agri Machinery": ("Japan", 1927, "Kurokawa",
                                ["tractor", "rice transplanter", "combine harvester"]),
    "Vredegoed Werktuigen": ("Netherlands", 1964, "Vredegoed",
                             ["milking robot", "feed mixer wagon", "potato harvester"]),
    "Lauritzen Maskinfabrik": ("Denmark", 1931, "Lauritzen",
                               ["seed drill", "sprayer", "combine harvester"]),
    "Agrimeca": ("France", 1955, "Agrimeca", ["sprayer", "seed drill", "potato harvester",
                                               "beet harvester"]),
    "Steinhoevel Agrartechnik": ("Austria", 1950, "Steinhoevel",
                                 ["tractor", "feed mixer wagon", "baler"]),
    "Kallio Farm Machines": ("Finland", 1961, "Kallio", ["tractor", "forage harvester"]),
    "Northgate Implements": ("Canada", 1911, "Northgate", ["air seeder", "combine harvester",
                                                           "sprayer"]),
    "Murray River Machinery": ("Australia", 1939, "Murray", ["air seeder", "sprayer",
                                                             "grain cart"]),
    "Sveadal Milking Systems": ("Sweden", 1883, "Sveadal", ["milking robot",
                                                            "feed mixer wagon"]),
}  # fmt: skip
SERIES = {  # machine kind: its model series and number range
    "tractor": (["T", "MX", "Vario", "Terra", "Agro", "Profi"], (4100, 9900)),
    "combine harvester": (["CX", "Lexa", "Harvestor", "Rotor"], (5080, 8900)),
    "forage harvester": (["Jaguar-F", "FH"], (450, 980)),
    "telehandler": (["Loadall", "TH"], (525, 960)),
    "baler": (["RB", "Quadrant", "Roll"], (120, 4400)),
    "sprayer": (["Boom", "SP", "Precis"], (2400, 6600)),
    "seed drill": (["Drill", "Solitair", "DS"], (300, 900)),
    "rice transplanter": (["RT", "Paddy"], (4, 10)),
    "milking robot": (["Astro", "MR"], (3, 5)),
    "feed mixer wagon": (["Mixer", "FMW"], (10, 40)),
    "potato harvester": (["PH", "Tuber"], (120, 340)),
    "beet harvester": (["BH", "Betamax"], (6, 12)),
    "air seeder": (["AS", "Seedmaster"], (40, 80)),
    "grain cart": (["GC", "Haulmaster"], (900, 2400)),
}  # fmt: skip

FARM_PARTS = {  # farm-name style: name templates and their parts
    "en": (["{a}{b} Farm", "{a}{b} Farm", "Lower {a}{b} Farm", "{surname}'s Farm",
            "{a}{b} Manor Farm", "{a}{b} Hall Farm"],
           ["Oak", "Ash", "Elm", "Thorn", "Bracken", "Heather", "Willow", "Birch", "Hazel",
            "Mill", "Stone", "Green", "Fox", "Hare", "Rook", "Lark", "Wren", "Bramble", "Holly",
            "Cold"],
           ["ridge", "field", "brook", "hill", "wood", "lea", "croft", "gate", "ford", "dale",
            "combe", "moor", "bank", "wick"]),
    "us": (["{a}{b} Farm", "{a}{b} Ranch", "{surname} Family Farms", "{a} {c} Ranch",
            "{a}{b} Acres"],
           ["Cedar", "Prairie", "Willow", "Eagle", "Bluestem", "Maple", "Sunny", "Meadow",
            "Red Oak", "Buffalo", "Silver", "Twin", "Sandhill", "Cottonwood"],
           ["ridge", "field", "brook", "creek", "view", "land", "dale", "springs"]),
    "au": (["{a}{b} Station", "{a}{b} Farm", "{a} {c} Station", "{surname} Pastoral"],
           ["Wattle", "Red Gum", "Boree", "Yarra", "Mulga", "Coolabah", "Emu", "Kookaburra",
            "Tussock", "Matai", "Totara", "Kowhai"],
           ["vale", "downs", "plains", "creek", "hill", "brae", "glen"]),
    "fr": (["Ferme de {p}", "Ferme des {q}", "GAEC des {q}", "EARL de {p}",
            "Ferme {surname}"],
           ["Beaulieu", "Champfleury", "la Motte", "Montaigu", "Bellevue", "Launay",
            "la Croix Blanche", "la Grange Neuve", "Saint-Aubin", "la Vallee", "Mauperthuis",
            "Courtenay"],
           ["Tilleuls", "Peupliers", "Noyers", "Chenes", "Sources", "Genets", "Bruyeres",
            "Trois Chenes"]),
    "de": (["Hof {surname}", "Gut {p}", "{p}hof", "Landwirtschaft {surname}",
            "Gut {p} KG"],
           ["Lindenau", "Eichenbruch", "Rosenfeld", "Birkenwerder", "Steinbach", "Wiesental",
            "Falkenried", "Hohenwalde", "Sonnenberg", "Buchholz"], []),
    "nl": (["Boerderij {p}", "Melkveebedrijf {surname}", "Hoeve {p}", "Maatschap {surname}"],
           ["De Eendracht", "De Hoop", "Welgelegen", "Zonnehoeve", "De Vlijt", "Nooitgedacht",
            "Lindenhoeve", "De Kempen", "Het Wilde Veld", "De Vier Winden"], []),
    "dk": (["{p}", "{p}", "{p} Landbrug"],
           ["Skovgaard", "Lykkegaard", "Bakkegaard", "Mosegaard", "Engholm", "Stensgaard",
            "Birkelund", "Hestehave", "Ostergaard", "Vestergaard", "Norregaard", "Kildegaard",
            "Hojgaard", "Egelund"], []),
    "it": (["Azienda Agricola {p}", "Cascina {p}", "Tenuta {p}", "Azienda Agricola {surname}"],
           ["San Lorenzo", "Belvedere", "Le Querce", "Il Poggio", "Ca' Rossa", "Fontanile",
            "La Colombara", "Santa Maria", "Il Mulino", "Le Risaie", "Campogrande"], []),
    "es": (["Finca {p}", "Cortijo {p}", "Granja {p}", "Explotacion {surname}"],
           ["Los Olivares", "El Encinar", "La Dehesa", "Santa Clara", "Valdeloro", "Las Navas",
            "El Romeral", "Los Almendros", "La Vega", "San Isidro", "El Pinar"], []),
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["Margaret", "Thomas", "Eleanor", "Richard", "Susan", "George", "Catherine",
            "William", "Patricia", "Robert", "Helen", "James", "Alison", "David", "Emma",
            "Daniel"],
           ["Hartley", "Ashworth", "Pemberton", "Fairbanks", "Whitaker", "Holloway", "Turner",
            "Bradshaw", "Cartwright", "Sutherland", "Dawson", "Mitchell", "Cooper", "Fletcher"]),
    "ie": (["Sean", "Siobhan", "Patrick", "Aoife", "Michael", "Niamh", "Declan", "Mairead",
            "Brendan", "Ciara"],
           ["O'Sullivan", "Murphy", "Kennedy", "Walsh", "Ryan", "O'Brien", "Fitzgerald",
            "Byrne"]),
    "fr": (["Jean-Luc", "Martine", "Philippe", "Isabelle", "Bernard", "Sylvie", "Alain",
            "Nathalie", "Olivier", "Chantal", "Pascal", "Veronique"],
           ["Marchand", "Dufresne", "Lefebvre", "Girard", "Rousseau", "Perrin", "Morel",
            "Chevalier", "Fournier", "Garnier"]),
    "de": (["Hans", "Ursula", "Friedrich", "Gisela", "Wolfgang", "Renate", "Dieter",
            "Brigitte", "Jurgen", "Sabine", "Klaus", "Monika"],
           ["Hartmann", "Meyer", "Schulte", "Brandt", "Vogel", "Niemann", "Kruger", "Ahrens",
            "Wendt", "Lohmann"]),
    "nl": (["Hendrik", "Anneke", "Cornelis", "Marijke", "Gerrit", "Ingrid", "Jeroen", "Femke",
            "Bram", "Wilma"],
           ["van Dijk", "de Graaf", "Hoekstra", "Brouwer", "de Vries", "Kuipers", "Dekker",
            "Postma"]),
    "dk": (["Henrik", "Birgitte", "Mogens", "Karin", "Jens", "Lene", "Poul", "Mette", "Soren",
            "Hanne"],
           ["Rasmussen", "Nielsen", "Sorensen", "Holm", "Madsen", "Thomsen", "Jakobsen",
            "Kjaer"]),
    "it": (["Giuseppe", "Lucia", "Marco", "Francesca", "Alberto", "Chiara", "Roberto",
            "Giovanna", "Stefano", "Paola"],
           ["Rossi", "Bianchi", "Colombo", "Ferrari", "Ricci", "Marino", "Greco", "Bruno"]),
    "es": (["Jose", "Carmen", "Javier", "Pilar", "Antonio", "Rosa", "Manuel", "Dolores",
            "Francisco", "Isabel"],
           ["Garcia", "Martinez", "Lopez", "Sanchez", "Fernandez", "Gomez", "Moreno",
            "Jimenez"]),
}  # fmt: skip
CROP_MACHINES = ["combine harvester", "sprayer", "seed drill", "air seeder", "grain cart"]

FARM = Wordings(
    one_hop={
        (OWNED_BY, True): ("who owns {x} ?", "who is the owner of {x} ?",
                           "{x} is owned by whom ?", "which farmer owns {x} ?"),
        (OWNED_BY, False): ("what does {x} own ?", "which farms does {x} own ?",
                            "name a farm owned by {x} ?", "what farm belongs to {x} ?"),
        (MANAGED_BY, True): ("who manages {x} ?", "who runs {x} ?",
                             "who is the farm manager at {x} ?"),
        (MANAGED_BY, False): ("which farm does {x} manage ?", "what does {x} run ?",
                              "where is {x} the farm manager ?"),
        (LOCATED, True): ("where is {x} ?", "in which region is {x} located ?",
                          "what area is {x} in ?", "where can {x} be found ?"),
        (LOCATED, False): ("which farms are in {x} ?", "what is located in {x} ?",
                           "name a farm in the {x} region ?", "list the plants and farms in {x} ?"),
        (PART_OF, True): ("which country is {x} part of ?", "{x} is in which country ?",
                          "what country does the region {x} belong to ?"),
        (PART_OF, False): ("which regions are in {x} ?", "name a farming region of {x} ?",
                           "what are the regions of {x} ?"),
        (MEMBER, True): ("which cooperative is {x} a member of ?",
                         "what co-op does {x} belong to ?",
                         "{x} is part of which farmers' cooperative ?",
                         "which co-ops has {x} joined ?"),
        (MEMBER, False): ("which farms are members of {x} ?", "who belongs to {x} ?",
                          "name a member farm of {x} ?", "list the members of {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "in which year did {x} start ?", "when did {x} get started ?"),
        (FOUNDED, False): ("what was founded in {x} ?", "which farms were established in {x} ?",
                           "name something set up in {x} ?"),
        (BASED, True): ("where is {x} based ?", "which country is the cooperative {x} in ?",
                        "what country is {x} from ?"),
        (BASED, False): ("which cooperatives are based in {x} ?", "name a farmers' co-op in {x} ?",
                         "what co-ops operate out of {x} ?"),
        (HQ, True): ("where is {x} headquartered ?", "in which country is {x} based ?",
                     "what country is the company {x} from ?"),
        (HQ, False): ("which companies are headquartered in {x} ?",
                      "name a firm with its head office in {x} ?",
                      "what businesses are based in {x} ?"),
        (GROWS, True): ("what does {x} grow ?", "which varieties are grown on {x} ?",
                        "what crops are planted at {x} ?", "which seed varieties does {x} sow ?"),
        (GROWS, False): ("which farms grow {x} ?", "where is {x} grown ?",
                         "who plants {x} ?", "name a farm growing {x} ?"),
        (RAISES, True): ("what livestock does {x} raise ?", "which breeds are kept at {x} ?",
                         "what animals does {x} farm ?", "what breed of animal is raised on {x} ?"),
        (RAISES, False): ("which farms raise {x} ?", "who keeps {x} ?",
                          "where are {x} animals bred ?", "name a farm with {x} ?"),
        (SELLS, True): ("who does {x} sell to ?", "where does {x} sell its produce ?",
                        "which processing plants buy from {x} ?",
                        "what plant takes the produce of {x} ?"),
        (SELLS, False): ("which farms supply {x} ?", "who sells produce to {x} ?",
                         "where does {x} source from ?", "name a supplier farm of {x} ?"),
        (OPERATED, True): ("who operates {x} ?", "which company runs {x} ?",
                           "{x} is operated by which firm ?", "who owns the plant {x} ?"),
        (OPERATED, False): ("which plants does {x} operate ?", "what facilities are run by {x} ?",
                            "name a factory of {x} ?", "list the sites operated by {x} ?"),
        (USES, True): ("what machinery does {x} use ?", "which machines are used on {x} ?",
                       "what equipment does {x} have ?",
                       "which tractors and harvesters does {x} run ?"),
        (USES, False): ("which farms use the {x} ?", "who uses a {x} ?",
                        "where is the {x} in use ?", "name a farm that has a {x} ?"),
        (MADE_BY, True): ("who makes the {x} ?", "who manufactures {x} ?",
                          "{x} is built by which company ?", "what brand is the {x} ?"),
        (MADE_BY, False): ("what does {x} manufacture ?", "which machines are made by {x} ?",
                           "name a model built by {x} ?", "list the products of {x} ?"),
        (KIND, True): ("what kind of machine is the {x} ?", "what is a {x} ?",
                       "what type of equipment is {x} ?"),
        (KIND, False): ("name a {x} ?", "which models are {x}s ?", "list some {x} models ?"),
        (AREA, True): ("how big is {x} ?", "what is the area of {x} in hectares ?",
                       "how many hectares does {x} cover ?", "what size is {x} ?"),
        (AREA, False): ("which farms cover {x} hectares ?", "what farm has {x} ha ?",
                        "name a farm of {x} hectares ?"),
        (BORN, True): ("when was {x} born ?", "what year was {x} born in ?",
                       "what is {x}'s year of birth ?", "in which year was farmer {x} born ?"),
        (BORN, False): ("who was born in {x} ?", "which farmers were born in {x} ?",
                        "name a farmer born in the year {x} ?"),
        (CERTIFIED, True): ("what certification does {x} have ?", "how is {x} certified ?",
                            "which labels does {x} hold ?",
                            "under which scheme is {x} certified ?"),
        (CERTIFIED, False): ("which farms are certified {x} ?", "who holds the {x} label ?",
                             "name a {x} farm ?", "which farms have {x} certification ?"),
        (BRED_BY, True): ("who bred {x} ?", "which seed company developed {x} ?",
                          "{x} was bred by whom ?", "who is the breeder of {x} ?"),
        (BRED_BY, False): ("which varieties did {x} breed ?", "what has {x} bred ?",
                           "name a variety from {x} ?", "list the varieties developed by {x} ?"),
        (RELEASED, True): ("when was {x} released ?", "what year did {x} come out ?",
                           "in which year was the variety {x} introduced ?"),
        (RELEASED, False): ("which varieties were released in {x} ?",
                            "what came out in {x} ?", "name a variety introduced in {x} ?"),
        (VARIETY_OF, True): ("what crop is {x} ?", "{x} is a variety of what ?",
                             "which crop does {x} belong to ?", "what is {x} a variety of ?"),
        (VARIETY_OF, False): ("which varieties of {x} are there ?", "name a {x} variety ?",
                              "what kinds of {x} exist ?", "list {x} varieties ?"),
        (BREED_OF, True): ("what species is {x} ?", "{x} is a breed of what animal ?",
                           "what kind of livestock is a {x} ?"),
        (BREED_OF, False): ("which breeds of {x} are there ?", "name a breed of {x} ?",
                            "what {x} breeds exist ?"),
        (SOIL, True): ("what soil does {x} have ?", "what is the soil type at {x} ?",
                       "on which soil does {x} farm ?"),
        (SOIL, False): ("which farms have {x} as their soil type ?", "which farms sit on {x} ?",
                        "name a farm on {x} ?"),
        (PROCESSES, True): ("what does {x} process ?", "which products does {x} handle ?",
                            "what raw material does {x} take in ?"),
        (PROCESSES, False): ("which plants process {x} ?", "where is {x} processed ?",
                             "who buys {x} for processing ?", "name a {x} processor ?"),
    },
    two_hop={
        ((OWNED_BY, True), (BORN, True)): (
            "when was the owner of {x} born ?", "what year was {x}'s owner born ?",
            "in which year was the farmer who owns {x} born ?"),
        ((GROWS, True), (VARIETY_OF, True)): (
            "which crops does {x} grow ?", "what crops are farmed at {x} ?",
            "what kind of crop is grown on {x} ?"),
        ((GROWS, True), (BRED_BY, True)): (
            "who bred the varieties grown on {x} ?",
            "which seed companies supply the varieties {x} grows ?",
            "whose seed does {x} plant ?"),
        ((USES, True), (MADE_BY, True)): (
            "who makes the machinery used on {x} ?",
            "which manufacturers built the equipment at {x} ?",
            "what brands of machine does {x} run ?"),
        ((SELLS, True), (OPERATED, True)): (
            "which companies buy produce from {x} ?",
            "who operates the plants that {x} sells to ?",
            "what food company does {x} supply ?"),
        ((LOCATED, True), (PART_OF, True)): (
            "which country is {x} in ?", "in what country is {x} located ?",
            "{x} is in which country ?"),
        ((MEMBER, True), (BASED, True)): (
            "in which country is the cooperative of {x} based ?",
            "where is the co-op that {x} belongs to based ?"),
        ((RAISES, True), (BREED_OF, True)): (
            "what livestock species does {x} keep ?", "what kind of animals are on {x} ?",
            "which species are raised at {x} ?"),
        ((OWNED_BY, False), (LOCATED, True)): (
            "in which region are {x}'s farms ?", "where does {x} farm ?",
            "which region is the farm of {x} in ?"),
        ((OWNED_BY, False), (GROWS, True)): (
            "what does {x} grow on their farm ?", "which varieties does {x} plant ?"),
        ((MEMBER, False), (OWNED_BY, True)): (
            "who are the farmers in {x} ?", "which farmers belong to {x} ?",
            "name an owner of a farm in {x} ?"),
        ((VARIETY_OF, False), (GROWS, False)): (
            "which farms grow {x} ?", "where is {x} grown ?", "who grows {x} ?"),
        ((BREED_OF, False), (RAISES, False)): (
            "which farms keep {x} ?", "who raises {x} ?", "name a farm with {x} ?"),
        ((MADE_BY, False), (USES, False)): (
            "which farms use {x} machinery ?", "who runs equipment made by {x} ?",
            "name a farm with a {x} machine ?"),
        ((OPERATED, False), (SELLS, False)): (
            "which farms supply {x} ?", "who sells produce to {x}'s plants ?",
            "name a farm that delivers to {x} ?"),
        ((PART_OF, False), (LOCATED, False)): (
            "which farms are in {x} ?", "name a farm located in {x} ?",
            "what farms and plants are there in {x} ?"),
        ((BRED_BY, False), (GROWS, False)): (
            "which farms grow varieties from {x} ?", "who plants {x}'s seed ?",
            "name a farm sowing a {x} variety ?"),
        ((CERTIFIED, False), (LOCATED, True)): (
            "in which regions are there {x} farms ?", "where are the {x} certified farms ?"),
        ((SELLS, True), (LOCATED, True)): (
            "where is the plant that buys from {x} ?",
            "in which region are the processors {x} sells to ?"),
        ((MADE_BY, True), (HQ, True)): (
            "what country is the maker of the {x} from ?",
            "where is the manufacturer of {x} headquartered ?",
            "in which country is the {x} made ?"),
        ((BRED_BY, True), (HQ, True)): (
            "which country was {x} bred in ?", "where is the breeder of {x} based ?",
            "in what country is the seed company behind {x} headquartered ?"),
        ((OPERATED, True), (HQ, True)): (
            "where is the company that operates {x} headquartered ?",
            "in which country is the operator of {x} based ?"),
        ((MANAGED_BY, True), (BORN, True)): (
            "when was the manager of {x} born ?", "what year was the person running {x} born ?"),
        ((PROCESSES, False), (SELLS, False)): (
            "which farms sell {x} to processors ?", "who supplies {x} for processing ?",
            "name a farm producing {x} for a plant ?"),
        ((OWNED_BY, False), (MEMBER, True)): (
            "which cooperatives is {x} in ?", "what co-op does {x}'s farm belong to ?"),
    },
    two_anchor=(
        ((GROWS, False), (LOCATED, False),
         ("which farms in {y} grow {x} ?", "who grows {x} in {y} ?",
          "name a {y} farm that plants {x} ?")),
        ((RAISES, False), (CERTIFIED, False),
         ("which {y} farms raise {x} ?", "who keeps {x} and is certified {y} ?")),
        ((MEMBER, False), (SOIL, False),
         ("which members of {x} farm on {y} ?", "which {x} farms are on {y} ?")),
        ((SELLS, False), (RAISES, False),
         ("which farms supplying {x} raise {y} ?", "who sells to {x} and keeps {y} ?")),
        ((USES, False), (LOCATED, False),
         ("which farms in {y} use a {x} ?", "who in {y} runs the {x} ?")),
        ((BRED_BY, False), (VARIETY_OF, False),
         ("which {y} varieties were bred by {x} ?", "name a {y} variety from {x} ?",
          "what {y} has {x} developed ?")),
        ((MADE_BY, False), (KIND, False),
         ("which {y}s does {x} make ?", "name a {y} built by {x} ?")),
        ((OWNED_BY, False), (GROWS, False),
         ("which of {x}'s farms grow {y} ?", "where does {x} grow {y} ?")),
        ((LOCATED, False), (OPERATED, False),
         ("which plants in {x} are operated by {y} ?", "what does {y} run in {x} ?")),
        ((RELEASED, False), (VARIETY_OF, False),
         ("which {y} varieties were released in {x} ?", "what {y} came out in {x} ?")),
        ((FOUNDED, False), (LOCATED, False),
         ("which farms in {y} were founded in {x} ?", "what in {y} was established in {x} ?")),
        ((PROCESSES, False), (LOCATED, False),
         ("which plants in {y} process {x} ?", "who processes {x} in {y} ?")),
    ),
)  # fmt: skip


def farm_kg(seed: int = 1) -> MadeUpKG:
    """A made-up farming sector: 12 countries, 52 regions, about 130 farms and 205 farmers,
    29 cooperatives, 32 food companies and their 115 or so processing plants, 12 seed
    companies and their 70 to 85 varieties, 13 machinery makers and their 60 or so models."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    facts += [(region, PART_OF, spec[0]) for region, spec in REGIONS.items()]
    facts += [(breed, BREED_OF, species) for breed, (species, _) in BREEDS.items()]
    for coop, (country, founded, _) in COOPS.items():
        facts += [(coop, BASED, country), (coop, FOUNDED, str(founded))]
    for company, (country, founded, _) in COMPANIES.items():
        facts += [(company, HQ, country), (company, FOUNDED, str(founded))]
    for breeder, (country, founded, _, _) in SEED_COMPANIES.items():
        facts += [(breeder, HQ, country), (breeder, FOUNDED, str(founded))]
    for maker, (country, founded, _, _) in MACHINE_MAKERS.items():
        facts += [(maker, HQ, country), (maker, FOUNDED, str(founded))]

    # varieties: each breeder a few of each of its crops
    variety_names: set[str] = set()
    varieties: dict[str, list[tuple[str, str]]] = {}  # crop: (variety, its breeder)
    words = list(VARIETY_WORDS)
    rng.shuffle(words)
    for breeder, (_, founded, code, crops) in SEED_COMPANIES.items():
        for crop in crops:
            for _ in range(rng.randint(1, 3)):
                if crop == "potatoes":
                    name = f"{rng.choice(POTATO_FIRST)} {rng.choice(POTATO_SECOND)}"
                    while name in variety_names:
                        name = f"{rng.choice(POTATO_FIRST)} {rng.choice(POTATO_SECOND)}"
                else:
                    word = words.pop() if words else f"{code} Line {rng.randint(10, 99)}"
                    name = f"{code} {word}" if rng.random() < 0.35 else word
                    while name in variety_names:
                        name = f"{code} {word}" if name == word else f"{word} II"
                variety_names.add(name)
                released = rng.randint(max(1968, founded + 5), 2024)
                facts += [(name, BRED_BY, breeder), (name, RELEASED, str(released)),
                          (name, VARIETY_OF, crop)]  # fmt: skip
                varieties.setdefault(crop, []).append((name, breeder))

    # machinery: each maker a few models of its kinds
    models: dict[str, list[tuple[str, str]]] = {}  # kind: (model, its maker)
    model_names: set[str] = set()
    for maker, (_, _, brand, kinds) in MACHINE_MAKERS.items():
        for kind in kinds:
            for _ in range(rng.randint(1, 2)):
                series, (low, high) = SERIES[kind]
                number = rng.randint(low, high)
                if high > 1000:
                    number = number // 10 * 10
                name = f"{rng.choice(series)} {number}"
                if rng.random() < 0.7:
                    name = f"{brand} {name}"
                while name in model_names:
                    name = f"{name}X"
                model_names.add(name)
                facts += [(name, MADE_BY, maker), (name, KIND, kind)]
                models.setdefault(kind, []).append((name, maker))

    # processing plants: by country, for what its regions produce
    def produce(region: str) -> set[str]:
        _, crops, species, _ = REGIONS[region]
        made = set(crops)
        for s in species:
            made |= {use for b, (sp, use) in BREEDS.items() if sp == s}
        return made

    plants: dict[str, tuple[str, str, set[str]]] = {}  # plant: its region, country, products
    for country, (pool, _, _) in COUNTRIES.items():
        regions = [r for r, spec in REGIONS.items() if spec[0] == country]
        made = set().union(*(produce(r) for r in regions))
        towns = list(TOWNS[country])
        rng.shuffle(towns)
        lang = {"ie": "en"}.get(pool, pool)
        for kind, (products, templates) in PLANT_KINDS.items():
            here = sorted(p for p in products if p in made)
            if not here:
                continue
            for _ in range(rng.choice([1, 1, 2]) if len(regions) > 3 else 1):
                template = templates.get(lang, templates["en"])
                town = rng.choice(towns)
                name = template.format(town=town)
                if name in plants:
                    continue
                handles = set(rng.sample(here, rng.randint(1, min(3, len(here)))))
                where = [r for r in regions if produce(r) & handles] or regions
                region = rng.choice(where)
                plants[name] = (region, country, handles)
                local = [c for c, spec in COMPANIES.items() if spec[0] == country
                         and kind in spec[2]]  # fmt: skip
                abroad = [c for c in MULTINATIONALS if kind in COMPANIES[c][2]]
                if local and (not abroad or rng.random() < 0.8):
                    operator = rng.choice(local)
                elif abroad:
                    operator = rng.choice(abroad)
                else:
                    operator = rng.choice([c for c, s in COMPANIES.items() if kind in s[2]])
                facts += [(name, LOCATED, region), (name, OPERATED, operator)]
                facts += [(name, PROCESSES, p) for p in sorted(handles)]

    # farms and farmers
    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    farmers: set[str] = set()
    owners_by_country: dict[str, list[str]] = {}
    farm_names: set[str] = set()

    def farmer(pool: str, surname: str | None = None) -> str:
        """A new farmer of `pool`, with `surname` if given."""
        if surname is None:
            name = drawers[pool]()
        else:
            first = NAMES[pool][0]
            name = f"{rng.choice(first)} {surname}"
            while name in farmers:
                name = f"{rng.choice(first)} {surname}" if rng.random() < 0.9 else drawers[pool]()
        farmers.add(name)
        drawers[pool].drawn.add(name)
        facts.append((name, BORN, str(rng.randint(1936, 2001))))
        return name

    def farm_name(style: str, surname: str) -> str:
        """A farm name in `style` not drawn before, some after the owner's `surname`."""
        templates, first, second = FARM_PARTS[style]
        for _ in range(500):
            template = rng.choice(templates)
            a = rng.choice(first)
            b = rng.choice(second) if second else ""
            c = rng.choice(["Creek", "Valley", "Hills", "River"])
            name = template.format(a=a, b=b, c=c, p=a, q=b or a, surname=surname)
            if name not in farm_names:
                farm_names.add(name)
                return name
        raise ValueError("no farm name left")

    coops_of = {c: [k for k, s in COOPS.items() if s[0] == c] for c in COUNTRIES}
    for region, (country, crops, species, soils) in REGIONS.items():
        pool, style, labels = COUNTRIES[country]
        big = country in ("United States", "Canada", "Australia", "New Zealand")
        for _ in range(rng.randint(2, 3)):
            roll = rng.random()
            if roll < 0.35 or not species:
                kind = "arable"
            elif roll < 0.65 or not crops:
                kind = "mixed"
            elif roll < 0.85 and "cattle" in species:
                kind = "dairy"
            else:
                kind = "livestock"
            grown = []
            if crops and kind != "livestock":
                count = 1
                if kind == "arable":
                    count = rng.randint(min(2, len(crops)), min(4, len(crops)))
                grown = rng.sample(crops, min(count, len(crops)))
            breeds = []
            if kind == "dairy":
                dairy = [b for b, (s, u) in BREEDS.items() if s == "cattle" and u == "milk"]
                local = [b for b in LOCAL_BREEDS[country] if b in dairy]
                breeds = [rng.choice(local if local and rng.random() < 0.5 else dairy)]
                if "maize" in crops and rng.random() < 0.6:
                    grown = ["maize"]
            elif kind in ("mixed", "livestock") and species:
                for s in rng.sample(species, rng.randint(1, min(2, len(species)))):
                    of = [b for b, (sp, _) in BREEDS.items() if sp == s]
                    local = [b for b in LOCAL_BREEDS[country] if b in of]
                    breeds.append(rng.choice(local if local and rng.random() < 0.5 else of))
            # owners and manager
            if owners_by_country.get(country) and rng.random() < 0.1:
                owners = [rng.choice(owners_by_country[country])]
            else:
                owners = [farmer(pool)]
                if rng.random() < 0.3:
                    surname = None if rng.random() < 0.3 else owners[0].split(" ", 1)[1]
                    owners.append(farmer(pool, surname))
            owners_by_country.setdefault(country, []).extend(owners)
            manager_roll = rng.random()
            if manager_roll < 0.6:
                manager = owners[0]
            elif manager_roll < 0.8:
                manager = farmer(pool, owners[0].split(" ", 1)[1])
            else:
                manager = farmer(pool)
            name = farm_name(style, owners[0].split(" ", 1)[1])
            facts += [(name, OWNED_BY, o) for o in owners]
            facts += [(name, MANAGED_BY, manager), (name, LOCATED, region)]
            founded = rng.randint(1742, 1950) if rng.random() < 0.6 else rng.randint(1951, 2019)
            facts.append((name, FOUNDED, str(founded)))
            if big:
                area = rng.randint(180, 9000) if kind != "dairy" else rng.randint(60, 900)
            else:
                area = rng.randint(6, 420) if kind != "arable" else rng.randint(40, 2200)
            facts.append((name, AREA, str(area)))
            facts += [(name, SOIL, s) for s in rng.sample(soils, rng.choice([1, 1, 2]))]
            for crop in grown:
                options = varieties.get(crop, [])
                if not options:
                    continue
                home = [(v, b) for v, b in options if SEED_COMPANIES[b][0] == country]
                picks = {rng.choice(home if home and rng.random() < 0.6 else options)[0]}
                if rng.random() < 0.3:
                    picks.add(rng.choice(options)[0])
                facts += [(name, GROWS, v) for v in sorted(picks)]
            facts += [(name, RAISES, b) for b in breeds]
            # machinery
            needs = ["tractor"]
            if grown and kind != "dairy":
                needs += rng.sample(CROP_MACHINES, 2)
            if "potatoes" in grown:
                needs.append("potato harvester")
            if "sugar beet" in grown:
                needs.append("beet harvester")
            if "rice" in grown:
                needs.append("rice transplanter")
            if any(BREEDS[b][1] == "milk" for b in breeds):
                needs.append(rng.choice(["milking robot", "feed mixer wagon"]))
            if breeds and rng.random() < 0.5:
                needs.append(rng.choice(["baler", "telehandler", "forage harvester"]))
            for need in dict.fromkeys(needs):
                options = models.get(need, [])
                if not options or (need != "tractor" and rng.random() < 0.25):
                    continue
                home = [(m, k) for m, k in options if MACHINE_MAKERS[k][0] == country]
                facts.append((name, USES, rng.choice(home if home and rng.random() < 0.5
                                                     else options)[0]))  # fmt: skip
            # certification
            offered = list(labels) + (["EU Organic"] if country in EU else [])
            offered += INTERNATIONAL_LABELS[1:]
            for label in rng.sample(offered, rng.choices([0, 1, 2], [0.35, 0.45, 0.2])[0]):
                facts.append((name, CERTIFIED, label))
            # what it makes: cooperatives and buyers
            made = set(grown) | {BREEDS[b][1] for b in breeds}
            fitting = [c for c in coops_of[country] if set(COOPS[c][2]) & made]
            for coop in rng.sample(fitting, min(len(fitting), rng.choice([0, 1, 1, 2]))):
                facts.append((name, MEMBER, coop))
            buyers = [p for p, (_, c, handles) in plants.items() if c == country and handles & made]
            near = [p for p in buyers if plants[p][0] == region]
            sold: list[str] = []
            for _ in range(rng.choice([1, 1, 2, 3])):
                if not buyers:
                    break
                sold.append(rng.choice(near if near and rng.random() < 0.6 else buyers))
            facts += [(name, SELLS, p) for p in dict.fromkeys(sold)]

    all_crops = {c for spec in REGIONS.values() for c in spec[1]}
    named = [set(COUNTRIES) | {s[0] for s in MACHINE_MAKERS.values()}, set(REGIONS),
             set(BREEDS), {s for s, _ in BREEDS.values()}, all_crops | set(ANIMAL_PRODUCTS),
             set(COOPS), set(COMPANIES), set(SEED_COMPANIES), set(MACHINE_MAKERS), variety_names,
             model_names, set(SERIES), set(plants), farm_names, farmers,
             {s for spec in REGIONS.values() for s in spec[3]},
             {label for spec in COUNTRIES.values() for label in spec[2]}
             | set(INTERNATIONAL_LABELS)]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("farm", farm_kg, FARM)
