"""A mountaineering KG of our own, made up for an unseen-KG check (written after all
twenty-three other made-up KGs, to check the rules they led to, and not tuned on): mountains
with made-up names in made-up ranges of eight real mountain systems (the Himalaya, the
Karakoram, the Alps, the Andes, the ranges of Alaska and the Yukon, the Caucasus, the Tian
Shan and Pamir, the Southern Alps of New Zealand), the countries they stand in, their heights
and prominences in metres, the years of their first ascents and the climbers who made them,
the routes up them (the face or ridge each climbs, its alpine grade, its first-ascent year),
the huts and base camps that serve them (elevation, the alpine club or guiding company that
runs them), expeditions (year, mountain, route, leader, members, base camp, sponsors, the
guiding company that outfitted the commercial ones, how they ended), climbers (nationality,
birth year, sponsors, the guiding company that employs the guides among them), sponsors
(equipment brands, a watchmaker, a newspaper, banks, a broadcaster, an energy drink), guiding
companies and alpine clubs (country, founding year).

Relation names are GraphQL / JSON field-style role names: each is the name of a field of the
head node, named for what it reaches, lowerCamelCase, singular for a to-one field and plural
for a to-many one, with units as a suffix on literal fields (`range`, `countries`, `heightM`,
`prominenceM`, `firstAscentYear`, `firstAscensionists`, `highestPeak`, `mountain`,
`mountains`, `grade`, `face`, `route`, `leader`, `members`, `year`, `sponsors`, `outfitter`,
`baseCamp`, `outcome`, `nationality`, `birthYear`, `employer`, `country`, `foundedYear`,
`elevationM`, `operator`). Four of them are also stored backwards under the inverse field
name another team's schema uses: `range` as `summits` (a range's summits), `members` as
`expeditions` (a climber's expeditions), `firstAscensionists` as `firstAscents` (a climber's
first ascents) and `employer` as `guides` (a company's guides); the rest once; no types file.

As in a GraphQL schema the same field sits on several types: `mountain` on routes and
expeditions alike, `firstAscentYear` on mountains and routes, `sponsors` on expeditions and
climbers, `country` on sponsors, guiding companies and clubs (a mountain's is `countries`, a
border peak stands in two), `operator` reaches alpine clubs for huts and guiding companies for
some base camps. Each range has its countries and its system, which fixes its mountains'
names, heights and first-ascent years, the nationalities of the climbers who go there, its
huts' names and elevations. Alpine first ascents (from 1800) were made by a few climbers,
often with a local guide; Himalayan and other later ones (from 1950) by national expeditions
whose summiters are the first ascensionists. Later expeditions (to 2024) take a route already
climbed, are national (leader and most members of one nationality, often with Nepali or
Pakistani climbers in the Himalaya and Karakoram) or, from 1990, commercial (led by guides of
the outfitting company, with clients of several nationalities). Climbers (drawn with
`NameDrawer` from name pools of their nationality) are of an age to climb in every year they
climb. Expeditions are named `1978 Polish Dorjetse Expedition` or `Khumbu Ascents Dorjetse
2011`; routes after a climber of their first team's nation (`Kowalczyk Pillar`). Years (1800
to 2024), birth years (from the 1760s), prominences (150 to 4500 m), hut elevations (1400 to
5400 m) and heights (2600 to 8590 m) overlap. Wordings were written before any run and were
not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

RANGE = "range"
COUNTRIES = "countries"
HEIGHT = "heightM"
PROMINENCE = "prominenceM"
FIRST_ASCENT = "firstAscentYear"
FIRST_ASCENSIONISTS = "firstAscensionists"
HIGHEST = "highestPeak"
ON_MOUNTAIN = "mountain"
MOUNTAINS = "mountains"
GRADE = "grade"
FACE = "face"
ROUTE = "route"
LEADER = "leader"
MEMBERS = "members"
YEAR = "year"
SPONSORS = "sponsors"
OUTFITTER = "outfitter"
BASE_CAMP = "baseCamp"
OUTCOME = "outcome"
NATIONALITY = "nationality"
BIRTH_YEAR = "birthYear"
EMPLOYER = "employer"
COUNTRY = "country"
FOUNDED = "foundedYear"
ELEVATION = "elevationM"
OPERATOR = "operator"

TWINS = {RANGE: "summits", MEMBERS: "expeditions", FIRST_ASCENSIONISTS: "firstAscents",
         EMPLOYER: "guides"}  # fmt: skip
"""The relations also stored backwards, under the inverse field name another team uses."""

SYSTEMS = {  # system: heights in m, first-ascent years, mountains per range, expeditions
    # per mountain after the first ascent (at most), hut elevations in m
    "himalaya": ((6050, 8590), (1950, 2012), (3, 4), 2, (4300, 5400)),
    "karakoram": ((6000, 8560), (1954, 2010), (3, 4), 2, (4100, 5100)),
    "alps": ((3050, 4790), (1800, 1911), (2, 4), 1, (2100, 3400)),
    "andes": ((4700, 6930), (1897, 1975), (2, 4), 1, (3900, 5000)),
    "north": ((3400, 6150), (1897, 1967), (2, 3), 1, (1800, 2900)),
    "caucasus": ((3900, 5620), (1868, 1938), (2, 3), 1, (2500, 3800)),
    "central": ((5000, 7430), (1931, 1985), (2, 3), 1, (3700, 4500)),
    "southern": ((2600, 3720), (1882, 1935), (2, 3), 1, (1400, 2300)),
}  # fmt: skip
RANGES = {  # range: its system, its countries (the first the main one)
    "Lhomar Himal": ("himalaya", ["Nepal", "China"]),
    "Sarpang Himal": ("himalaya", ["Nepal"]),
    "Tista Himal": ("himalaya", ["India", "Nepal"]),
    "Lunana Himal": ("himalaya", ["Bhutan", "China"]),
    "Bhagirath Garhwal": ("himalaya", ["India"]),
    "Braldu Muztagh": ("karakoram", ["Pakistan", "China"]),
    "Shigar Muztagh": ("karakoram", ["Pakistan"]),
    "Nubra Karakoram": ("karakoram", ["India", "China"]),
    "Valdorne Alps": ("alps", ["Switzerland", "Italy"]),
    "Arvelle Massif": ("alps", ["France", "Italy"]),
    "Hochkessel Range": ("alps", ["Austria", "Italy"]),
    "Grisonne Alps": ("alps", ["Switzerland"]),
    "Cordillera Yanaraju": ("andes", ["Peru"]),
    "Cordillera de los Condores": ("andes", ["Argentina", "Chile"]),
    "Cordillera Kallawaya": ("andes", ["Bolivia", "Peru"]),
    "Kaskawulsh Range": ("north", ["Canada", "United States"]),
    "Tanana Range": ("north", ["United States"]),
    "Svaneti Caucasus": ("caucasus", ["Georgia", "Russia"]),
    "Karakol Tian Shan": ("central", ["Kyrgyzstan", "China", "Kazakhstan"]),
    "Vanch Pamir": ("central", ["Tajikistan"]),
    "Rangitata Alps": ("southern", ["New Zealand"]),
}  # fmt: skip
MOUNTAIN_NAMES = {  # system: name templates, words
    "himalaya": (["{} Kang", "{} Ri", "{}tse", "{} Chuli", "{} Peak"],
                 ["Tsering", "Lhonak", "Dorje", "Pema", "Chomo", "Gyalgen", "Nangpa", "Sonam",
                  "Tashi", "Norbu", "Kyabra", "Mingbo", "Phurbi", "Langma", "Drolma", "Jampa",
                  "Rinzin", "Nyima", "Gaurin", "Samdup"]),
    "karakoram": (["{} Sar", "{} Brakk", "{} Kangri", "{} Tower", "{} Peak"],
                  ["Yukshin", "Darkot", "Baltar", "Khunjer", "Sosbun", "Ghondok", "Tarshing",
                   "Momhil", "Virjer", "Panmah", "Shaksgam", "Yazghil", "Chiring", "Bulkhar",
                   "Skoro"]),
    "alps": (["Piz {}", "{}horn", "Punta {}", "Aiguille de {}", "Dent de {}", "{}spitze",
              "Mont {}"],
             ["Varena", "Lavin", "Morel", "Sorel", "Tschierv", "Saleina", "Gliems", "Fenestral",
              "Rosole", "Valsorey", "Cristal", "Vallon", "Monteru", "Lanzada", "Arbel"]),
    "andes": (["Nevado {}", "Cerro {}", "Volcan {}"],
              ["Ccoyllur", "Huamanripa", "Sullcon", "Yanamarca", "Tinki", "Wayraqucha", "Illari",
               "Pukaranra", "Qollpa", "Antaqaqa", "Chaupi", "Huaylla", "Kuntur", "Mallku",
               "Tunupa"]),
    "north": (["Mount {}"],
              ["Hollister", "Kessler", "Tanacross", "Brightwater", "Aldridge", "Kuskulana",
               "Wolverine", "Nizina", "Chisana", "Fenwick", "Harriman", "Ogilvie", "Marston",
               "Tazlina"]),
    "caucasus": (["{}-Tau", "{} Peak", "{}-Bashi"],
                 ["Adyr", "Lakra", "Tsaneri", "Koruldi", "Jailyk", "Kashkha", "Sugan", "Bashil",
                  "Kirtisho", "Laila"]),
    "central": (["Pik {}", "{} Peak"],
                ["Saryjaz", "Alatau", "Vorontsov", "Kaindy", "Muzart", "Yazgulem", "Kashal",
                 "Ak-Shyirak", "Dzhengish", "Tereskov", "Zaalai", "Rushan"]),
    "southern": (["Mount {}"],
                 ["Whakarua", "Hapuku", "Tawhiri", "Kahurangi", "Aorere", "Fenella", "Brodrick",
                  "Rakiura", "Matariki", "Hinemoa", "Tuhawaiki", "Elsworth"]),
}  # fmt: skip
HUT_NAMES = {  # system: hut name templates ({m} its mountain, {w} a word), words
    "himalaya": (["{m} Base Camp", "{w} Base Camp", "{w} Glacier Camp"],
                 ["Rongshar", "Kharta", "Barun", "Gyalung", "Tsomo", "Yalung", "Chhukung",
                  "Lumsum"]),
    "karakoram": (["{m} Base Camp", "{w} Glacier Base Camp"],
                  ["Braldu", "Sarpo", "Ghurdo", "Biarchedi", "Nobande", "Khurdo"]),
    "alps": (["{w} Hut", "Rifugio {w}", "Cabane de {w}", "Refuge du {w}"],
             ["Orsera", "Valmont", "Fenil", "Louvie", "Gramont", "Rotondo", "Belvard", "Crestal",
              "Pralong", "Tsalan"]),
    "andes": (["Refugio {w}", "Campo Base {m}", "{w} Base Camp"],
              ["Huaripampa", "Condorcocha", "Tambillo", "Laguna Verde", "Pampa Blanca",
               "Quebrada Honda", "Yuraqcocha", "Piedra Negra"]),
    "north": (["{w} Glacier Camp", "{w} Cabin"],
              ["Kahil", "Tokositna", "Nabesna", "Copper", "Chitina", "Skolai", "Klutlan"]),
    "caucasus": (["{w} Hut", "{w} Refuge", "{w} Base Camp"],
                 ["Adyl", "Shkhelda", "Ullu", "Chegem", "Tviberi", "Zeskho"]),
    "central": (["{w} Base Camp", "{m} Base Camp"],
                ["Inylchek", "Kaindy", "Sary-Tor", "Moskvin", "Fortambek", "Bivachny"]),
    "southern": (["{w} Hut", "{w} Bivouac"],
                 ["Kea", "Tuatara", "Rata", "Kowhai", "Tarn", "Harper", "Lyell", "Whitcombe"]),
}  # fmt: skip
CAMPS = ("Base Camp", "Glacier Camp", "Campo Base")
"""Huts whose names hold one of these are base camps: a guiding company may run them."""
FACES = ["North Face", "South Face", "East Face", "West Face", "Northeast Face", "Southwest Face",
         "North Ridge", "South Ridge", "East Ridge", "West Ridge", "Northeast Ridge",
         "Northwest Ridge", "Southeast Ridge", "Southwest Ridge"]  # fmt: skip
ROUTE_KINDS = {"Ridge": ["Ridge", "Spur", "Arete", "Buttress"],
               "Face": ["Direct", "Couloir", "Route", "Pillar", "Diagonal", "Rib"]}  # fmt: skip
GRADES = ["F", "PD", "AD", "D", "TD", "ED1", "ED2", "ED3"]
FIRST_GRADES = [2, 4, 5, 4, 2, 1, 0, 0]
"""Weights of the grades of a mountain's first route; later routes are harder."""
LATER_GRADES = [0, 1, 2, 3, 4, 4, 2, 1]
OUTCOMES = {"summit reached": 55, "turned back": 33, "abandoned": 12}
NATIONS = {  # nationality: name pool, adjective
    "United Kingdom": ("en", "British"), "United States": ("en", "American"),
    "Canada": ("en", "Canadian"), "New Zealand": ("en", "New Zealand"),
    "France": ("fr", "French"), "Switzerland": ("de", "Swiss"), "Germany": ("de", "German"),
    "Austria": ("de", "Austrian"), "Italy": ("it", "Italian"), "Poland": ("pl", "Polish"),
    "Slovenia": ("sl", "Slovenian"), "Japan": ("jp", "Japanese"),
    "South Korea": ("kr", "Korean"), "Spain": ("es", "Spanish"),
    "Argentina": ("es", "Argentine"), "Chile": ("es", "Chilean"), "Peru": ("es", "Peruvian"),
    "Nepal": ("np", "Nepali"), "Pakistan": ("pk", "Pakistani"), "Norway": ("nord", "Norwegian"),
    "Russia": ("ru", "Russian"), "Kazakhstan": ("ru", "Kazakh"),
    "Kyrgyzstan": ("ru", "Kyrgyz"), "India": ("in", "Indian"), "China": ("cn", "Chinese"),
}  # fmt: skip
SYSTEM_NATIONS = {  # system: the nationalities that climb there, weighted
    "himalaya": {"United Kingdom": 3, "United States": 2, "Japan": 3, "Switzerland": 2,
                 "France": 2, "Germany": 1, "Austria": 2, "Poland": 2, "Slovenia": 1,
                 "South Korea": 2, "India": 2, "Nepal": 1, "Spain": 1, "Italy": 1, "China": 1,
                 "New Zealand": 1, "Norway": 1},
    "karakoram": {"Italy": 3, "Germany": 2, "Austria": 2, "Japan": 2, "United Kingdom": 2,
                  "United States": 2, "Pakistan": 2, "Poland": 2, "France": 1, "Spain": 1,
                  "South Korea": 1},
    "alps": {"United Kingdom": 4, "Switzerland": 4, "France": 3, "Italy": 3, "Austria": 2,
             "Germany": 2},
    "andes": {"Argentina": 3, "Chile": 2, "Peru": 2, "Germany": 2, "Austria": 1, "Italy": 2,
              "United States": 2, "France": 1, "Spain": 1, "United Kingdom": 1, "Poland": 1},
    "north": {"United States": 4, "Canada": 3, "United Kingdom": 1, "Italy": 1, "Japan": 1},
    "caucasus": {"United Kingdom": 2, "Russia": 4, "Germany": 2, "Austria": 1,
                 "Switzerland": 1},
    "central": {"Russia": 4, "Kazakhstan": 2, "Kyrgyzstan": 1, "Poland": 1, "Germany": 1,
                "Japan": 1},
    "southern": {"New Zealand": 5, "United Kingdom": 2, "Switzerland": 1, "Austria": 1},
}  # fmt: skip
LOCALS = {"himalaya": "Nepal", "karakoram": "Pakistan"}
"""The nationality of the high-altitude climbers national expeditions there take along."""
GUIDING = {  # guiding company: its country, founding year, the systems it guides in
    "Khumbu Ascents": ("Nepal", 1984, ["himalaya"]),
    "Sherpa Summit Treks": ("Nepal", 1992, ["himalaya"]),
    "Himalayan Ridge Expeditions": ("Nepal", 2003, ["himalaya", "karakoram"]),
    "Baltoro Adventure Tours": ("Pakistan", 1989, ["karakoram"]),
    "Hunza Peaks": ("Pakistan", 2006, ["karakoram"]),
    "Alpine Ascent Partners": ("United States", 1979, ["north", "himalaya", "andes"]),
    "Tanana Mountain Guides": ("United States", 1996, ["north"]),
    "Compagnie des Guides de l'Arvelle": ("France", 1864, ["alps", "himalaya"]),
    "Valdorne Mountain Guides": ("Switzerland", 1902, ["alps", "andes"]),
    "Andes Vertical": ("Argentina", 1998, ["andes"]),
    "Yanaraju Expeditions": ("Peru", 2001, ["andes"]),
    "Kiwi Alpine Guiding": ("New Zealand", 1987, ["southern", "himalaya"]),
    "Seven Summits Quest": ("United Kingdom", 1995, ["himalaya", "karakoram", "andes"]),
    "Gipfelwerk Expeditionen": ("Austria", 1990, ["himalaya", "karakoram", "central"]),
    "Tengri Trek": ("Kyrgyzstan", 1999, ["central"]),
}  # fmt: skip
CLUBS = {  # alpine club: its country, founding year
    "Helvetic Alpine Club": ("Switzerland", 1863), "Club Alpin de Savoie": ("France", 1874),
    "Club Alpino Lombardo": ("Italy", 1865),
    "Tyrolean Mountaineering Association": ("Austria", 1869),
    "Club Andino Condor": ("Argentina", 1931), "Club Andino Araucano": ("Chile", 1942),
    "Asociacion Andina de Ancash": ("Peru", 1959), "Club Andino Kallawaya": ("Bolivia", 1939),
    "Mestia Alpine Federation": ("Georgia", 1923),
    "Baksan Mountaineering Society": ("Russia", 1901), "Yukon Alpine Club": ("Canada", 1906),
    "Alaska Range Alpine Club": ("United States", 1948),
    "Aoraki Alpine Club": ("New Zealand", 1891),
}  # fmt: skip
SPONSOR_COMPANIES = {  # sponsor: its country, founding year
    "Nordwand Equipment": ("Germany", 1924), "Summitline": ("United States", 1966),
    "Serac Technical": ("France", 1947), "Altura Gear": ("Italy", 1938),
    "Kestrel Outdoor": ("United Kingdom", 1972), "Bergfalke": ("Austria", 1951),
    "Polarfjell": ("Norway", 1908), "Crux Mountainwear": ("Canada", 1981),
    "Yamakaze": ("Japan", 1958), "Hanbit Alpine": ("South Korea", 1974),
    "Tatra Steel": ("Poland", 1962), "Condor Ropes": ("Argentina", 1955),
    "Sherpa Threads": ("Nepal", 2003), "Vertex Watches": ("Switzerland", 1888),
    "The Daily Chronicle": ("United Kingdom", 1855), "Stormcap Energy Drink": ("Austria", 1987),
    "Banco del Altiplano": ("Bolivia", 1921), "Triglav Bank": ("Slovenia", 1955),
    "Kanto Broadcasting": ("Japan", 1951),
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["Margaret", "George", "Eleanor", "Alfred", "Dorothy", "Charles", "Joan", "Edward",
            "Wilfrid", "Alison", "Douglas", "Nancy", "Reginald", "Brenda", "Stuart", "Fiona"],
           ["Ashby", "Wolcott", "Pennington", "Hargreaves", "Blackwood", "Kendrick", "Thorne",
            "Ellery", "Cartwright", "Fairweather", "Marlowe", "Holloway", "Birkett", "Lockhart"]),
    "fr": (["Gaston", "Lucienne", "Pierre", "Odile", "Jacques", "Simone", "Rene", "Colette",
            "Maurice", "Helene", "Lionel", "Agnes"],
           ["Mollard", "Revillon", "Bozon", "Favre", "Perrod", "Grosjean", "Tissot", "Cachat",
            "Jacquier", "Roussel", "Vuarnet", "Bellin"]),
    "de": (["Hans", "Gretl", "Anderl", "Liesl", "Toni", "Hermine", "Sepp", "Ottilie", "Kurt",
            "Rosa", "Wastl", "Franziska", "Heinrich", "Annemarie"],
           ["Brandstaetter", "Hochreiter", "Gruber", "Imhof", "Kalbermatten", "Steinauer",
            "Aufdenblatten", "Pfeifhofer", "Wallner", "Oberlechner", "Kuehnel", "Riedmann"]),
    "it": (["Giovanni", "Teresa", "Achille", "Lina", "Camillo", "Giulia", "Ettore", "Rina",
            "Piero", "Ada", "Walter", "Bruna"],
           ["Pession", "Maquignaz", "Bich", "Gasparotto", "Valsecchi", "Ghilardi", "Zanetti",
            "Crotta", "Ratti", "Perego", "Locatelli", "Menegus"]),
    "pl": (["Wojciech", "Wanda", "Jerzy", "Halina", "Andrzej", "Krystyna", "Zbigniew", "Ewa",
            "Leszek", "Dorota", "Piotr", "Anna"],
           ["Kowalczyk", "Mroz", "Sobczak", "Dabrowski", "Wisniewski", "Gorecki", "Pawlak",
            "Zielinski", "Nowicki", "Kaczmarek", "Urbanski", "Jablonski"]),
    "sl": (["Tomaz", "Marija", "Ales", "Mojca", "Janez", "Tina", "Marko", "Nives", "Bostjan",
            "Urska"],
           ["Kovac", "Zupan", "Novak", "Horvat", "Krajnc", "Potocnik", "Golob", "Vidmar", "Kos",
            "Mlakar"]),
    "jp": (["Hiroshi", "Junko", "Takao", "Yuko", "Masaru", "Keiko", "Yoshio", "Akiko", "Kenji",
            "Tomoko", "Shinji", "Naoko"],
           ["Tanabe", "Kobayashi", "Matsuda", "Nakagawa", "Okada", "Sakamoto", "Takahashi",
            "Uchida", "Watanabe", "Yoshida", "Hasegawa", "Inoue"]),
    "kr": (["Sang-min", "Eun-hee", "Young-ho", "Mi-sun", "Jae-won", "Hyun-joo", "Dong-hyun",
            "Ji-hye", "Sung-taek", "Bo-ra"],
           ["Kim", "Lee", "Park", "Choi", "Jung", "Han", "Shin", "Cho", "Yoon", "Lim"]),
    "es": (["Alejandro", "Pilar", "Ignacio", "Mercedes", "Sebastian", "Carolina", "Rodrigo",
            "Valentina", "Matias", "Lucia", "Diego", "Florencia"],
           ["Etcheverry", "Aguirre", "Zubieta", "Montoya", "Rivas", "Quiroga", "Salinas",
            "Bustamante", "Arrieta", "Cordova", "Villalba", "Pizarro"]),
    "np": (["Pemba", "Ang", "Mingma", "Dawa", "Lhakpa", "Nima", "Phurba", "Pasang", "Tashi",
            "Dorje", "Chhiring", "Karma", "Sonam", "Lakpa", "Kami", "Tshering"],
           ["Sherpa", "Tamang", "Gurung", "Lama", "Rai", "Bhote", "Magar", "Thakuri"]),
    "pk": (["Ali", "Muhammad", "Nazir", "Rehmat", "Ashraf", "Qudrat", "Karim", "Hassan", "Amin",
            "Sadiq", "Ghulam", "Yousuf"],
           ["Baig", "Sadpara", "Hunzai", "Shigri", "Khan", "Balti", "Karimabadi", "Shimshali"]),
    "nord": (["Ola", "Ingrid", "Knut", "Solveig", "Eirik", "Astrid", "Trond", "Kari", "Bjorn",
              "Sigrid"],
             ["Haugen", "Lunde", "Strand", "Berg", "Moen", "Dahl", "Solberg", "Nygaard", "Vik",
              "Aasen"]),
    "ru": (["Vitaly", "Lyudmila", "Sergei", "Galina", "Anatoly", "Nadezhda", "Yevgeny", "Irina",
            "Boris", "Tatiana", "Oleg", "Marina"],
           ["Volkov", "Kuznetsov", "Orlov", "Belyaev", "Sokolov", "Zhukov", "Tikhonov",
            "Kiselyov", "Morozov", "Gusev", "Lebedev", "Yakovlev"]),
    "in": (["Harish", "Sunita", "Vikram", "Meena", "Arjun", "Kamala", "Rakesh", "Nandini",
            "Suresh", "Priya"],
           ["Rawat", "Negi", "Bisht", "Thakur", "Singh", "Bhandari", "Kohli", "Chauhan",
            "Malhotra", "Pandey"]),
    "cn": (["Jianguo", "Xiulan", "Wei", "Hong", "Zhiming", "Lan", "Qiang", "Fang", "Jun", "Yan"],
           ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu"]),
}  # fmt: skip

MOUNTAIN = Wordings(
    one_hop={
        (RANGE, True): ("which range is {x} in ?", "what mountain range does {x} belong to ?",
                        "{x} is part of which range ?", "in which massif does {x} rise ?"),
        (RANGE, False): ("which mountains are in the {x} ?", "name a peak of the {x} ?",
                         "what summits does the {x} have ?", "list the mountains of {x} ?"),
        (COUNTRIES, True): ("which country is {x} in ?", "in what country does {x} stand ?",
                            "{x} lies in which countries ?", "what nation is {x} located in ?"),
        (COUNTRIES, False): ("which mountains are in {x} ?", "name a mountain in {x} ?",
                             "what peaks does {x} have ?"),
        (HEIGHT, True): ("how tall is {x} ?", "what is the height of {x} ?",
                         "how high is {x} in metres ?", "what is {x}'s elevation ?"),
        (HEIGHT, False): ("which mountain is {x} m high ?",
                          "what peak has a height of {x} metres ?"),
        (PROMINENCE, True): ("what is the prominence of {x} ?", "how prominent is {x} ?",
                             "how many metres of topographic prominence does {x} have ?"),
        (PROMINENCE, False): ("which mountain has a prominence of {x} m ?",
                              "what peak rises {x} metres above its key col ?"),
        (FIRST_ASCENT, True): ("when was {x} first climbed ?",
                               "what year was the first ascent of {x} ?",
                               "in which year was {x} first summited ?"),
        (FIRST_ASCENT, False): ("which mountains were first climbed in {x} ?",
                                "what was first ascended in {x} ?",
                                "name a first ascent made in {x} ?"),
        (FIRST_ASCENSIONISTS, True): ("who first climbed {x} ?",
                                      "who made the first ascent of {x} ?",
                                      "who were the first people on top of {x} ?",
                                      "who summited {x} first ?"),
        (FIRST_ASCENSIONISTS, False): ("which mountains did {x} climb first ?",
                                       "what first ascents does {x} have ?",
                                       "which peak did {x} make the first ascent of ?"),
        (HIGHEST, True): ("what is the highest peak of the {x} ?",
                          "which is the tallest mountain in {x} ?",
                          "what is the high point of the {x} ?"),
        (HIGHEST, False): ("which range is {x} the highest peak of ?",
                           "{x} is the highest summit of which range ?"),
        (ON_MOUNTAIN, True): ("which mountain is {x} on ?", "what peak does {x} climb ?",
                           "{x} is on which mountain ?", "which summit was {x} going for ?"),
        (ON_MOUNTAIN, False): ("which routes lead up {x} ?",
                               "what expeditions have attempted {x} ?", "name a climb on {x} ?"),
        (MOUNTAINS, True): ("which mountains does {x} serve ?",
                            "what peaks can you climb from {x} ?",
                            "{x} is the base for which mountain ?"),
        (MOUNTAINS, False): ("which hut serves {x} ?", "where is the base camp for {x} ?",
                             "what refuge do climbers of {x} use ?"),
        (GRADE, True): ("what grade is {x} ?", "how hard is {x} ?",
                        "what is the difficulty of {x} ?"),
        (GRADE, False): ("which routes are graded {x} ?", "name a {x} route ?",
                         "what climbs have a grade of {x} ?"),
        (FACE, True): ("which face does {x} climb ?", "what side of the mountain is {x} on ?",
                       "{x} goes up which face or ridge ?"),
        (FACE, False): ("which routes climb the {x} ?", "name a route up a {x} ?"),
        (ROUTE, True): ("which route did {x} take ?", "what line did {x} climb ?",
                        "by which route did {x} go up ?"),
        (ROUTE, False): ("which expeditions used the {x} ?", "who attempted the {x} ?",
                         "what expeditions went up the {x} ?"),
        (LEADER, True): ("who led {x} ?", "who was the leader of {x} ?",
                         "who was in charge of {x} ?", "who was {x}'s expedition leader ?"),
        (LEADER, False): ("which expeditions did {x} lead ?", "what expeditions has {x} led ?",
                          "name an expedition headed by {x} ?"),
        (MEMBERS, True): ("who was on {x} ?", "who were the members of {x} ?",
                          "which climbers took part in {x} ?", "who joined {x} ?"),
        (MEMBERS, False): ("which expeditions was {x} on ?",
                           "what expeditions did {x} take part in ?",
                           "name an expedition {x} joined ?"),
        (YEAR, True): ("when did {x} take place ?", "what year was {x} ?",
                       "in which year did {x} set out ?"),
        (YEAR, False): ("which expeditions took place in {x} ?",
                        "what expeditions set out in {x} ?", "name an expedition from {x} ?"),
        (SPONSORS, True): ("who sponsored {x} ?", "which companies sponsor {x} ?",
                           "who backed {x} ?", "who funds {x} ?"),
        (SPONSORS, False): ("what does {x} sponsor ?",
                            "which climbers or expeditions are backed by {x} ?",
                            "who has {x} sponsored ?"),
        (OUTFITTER, True): ("which company organised {x} ?", "who ran {x} ?",
                            "which guiding company outfitted {x} ?"),
        (OUTFITTER, False): ("which expeditions did {x} organise ?", "what trips has {x} run ?",
                             "name an expedition outfitted by {x} ?"),
        (BASE_CAMP, True): ("where was {x}'s base camp ?", "which hut did {x} use as a base ?",
                            "where did {x} set up base ?"),
        (BASE_CAMP, False): ("which expeditions were based at {x} ?",
                             "who set up base at {x} ?"),
        (OUTCOME, True): ("how did {x} end ?", "what was the outcome of {x} ?",
                          "what was the result of {x} ?"),
        (OUTCOME, False): ("which expeditions ended with {x} ?",
                           "name an expedition whose outcome was {x} ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "where is {x} from ?",
                              "which country does {x} come from ?"),
        (NATIONALITY, False): ("which climbers are from {x} ?", "name a mountaineer from {x} ?",
                               "list {x}'s climbers ?"),
        (BIRTH_YEAR, True): ("when was {x} born ?", "what year was {x} born in ?",
                             "what is {x}'s birth year ?"),
        (BIRTH_YEAR, False): ("which climbers were born in {x} ?", "who was born in {x} ?"),
        (EMPLOYER, True): ("who does {x} guide for ?", "which company employs {x} ?",
                           "who is {x}'s employer ?"),
        (EMPLOYER, False): ("which guides work for {x} ?", "who works at {x} ?",
                            "name a guide employed by {x} ?"),
        (COUNTRY, True): ("which country is {x} from ?", "where is {x} based ?",
                          "what country is {x} in ?"),
        (COUNTRY, False): ("which companies are based in {x} ?",
                           "name a brand or club from {x} ?", "what organisations are in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "since when has {x} existed ?"),
        (FOUNDED, False): ("which companies were founded in {x} ?",
                           "what was established in {x} ?"),
        (ELEVATION, True): ("at what altitude is {x} ?", "how high is {x} ?",
                            "what is the elevation of {x} ?"),
        (ELEVATION, False): ("which hut is at {x} m ?", "what camp sits at {x} metres ?"),
        (OPERATOR, True): ("who runs {x} ?", "which club operates {x} ?", "who manages {x} ?"),
        (OPERATOR, False): ("which huts does {x} run ?", "what refuges are operated by {x} ?"),
    },
    two_hop={
        ((ON_MOUNTAIN, True), (RANGE, True)): (
            "in which mountain range did {x} climb ?",
            "which range is the mountain of {x} in ?"),
        ((ON_MOUNTAIN, True), (COUNTRIES, True)): (
            "which country did {x} go to ?",
            "in what country is the peak that {x} climbs ?"),
        ((LEADER, True), (NATIONALITY, True)): (
            "what nationality was the leader of {x} ?", "where was {x}'s leader from ?"),
        ((MEMBERS, False), (ON_MOUNTAIN, True)): (
            "which mountains has {x} been on expeditions to ?", "what peaks did {x} attempt ?"),
        ((FIRST_ASCENSIONISTS, True), (NATIONALITY, True)): (
            "what nationality were the first climbers of {x} ?",
            "which country did the first ascensionists of {x} come from ?"),
        ((RANGE, False), (FIRST_ASCENSIONISTS, True)): (
            "who made first ascents in the {x} ?",
            "which climbers first climbed peaks of the {x} ?"),
        ((ROUTE, True), (GRADE, True)): (
            "what grade was the route of {x} ?", "how hard was the line {x} climbed ?"),
        ((ROUTE, True), (FACE, True)): (
            "which face did {x} climb ?", "on what side of the mountain was {x}'s route ?"),
        ((OUTFITTER, True), (COUNTRY, True)): (
            "where is the company that organised {x} based ?",
            "which country is {x}'s outfitter from ?"),
        ((EMPLOYER, True), (COUNTRY, True)): (
            "in which country is {x}'s guiding company ?",
            "where is the employer of {x} based ?"),
        ((SPONSORS, True), (COUNTRY, True)): (
            "which countries are the sponsors of {x} from ?", "where are {x}'s sponsors based ?"),
        ((ON_MOUNTAIN, False), (LEADER, True)): (
            "who has led expeditions to {x} ?", "which leaders took teams to {x} ?"),
        ((COUNTRIES, False), (RANGE, True)): (
            "which ranges are in {x} ?", "what mountain ranges does {x} have ?"),
        ((MOUNTAINS, False), (OPERATOR, True)): (
            "who runs the hut on {x} ?", "which club operates the refuge for {x} ?"),
        ((BASE_CAMP, True), (ELEVATION, True)): (
            "at what altitude was {x}'s base camp ?", "how high was the base of {x} ?"),
        ((LEADER, False), (ON_MOUNTAIN, True)): (
            "which mountains did {x} lead expeditions to ?", "where has {x} led teams ?"),
        ((MEMBERS, True), (NATIONALITY, True)): (
            "which countries were the members of {x} from ?", "what nationalities were on {x} ?"),
        ((NATIONALITY, False), (FIRST_ASCENSIONISTS, False)): (
            "which mountains were first climbed by climbers from {x} ?",
            "what first ascents did {x}'s mountaineers make ?"),
        ((RANGE, True), (HIGHEST, True)): (
            "what is the highest peak in {x}'s range ?",
            "which is the tallest mountain in the same range as {x} ?"),
        ((SPONSORS, False), (MEMBERS, True)): (
            "which climbers were on expeditions sponsored by {x} ?",
            "who climbed with {x}'s backing ?"),
        ((HIGHEST, True), (HEIGHT, True)): (
            "how high is the highest peak of the {x} ?",
            "what is the height of the tallest mountain in {x} ?"),
        ((FIRST_ASCENSIONISTS, False), (RANGE, True)): (
            "in which ranges did {x} make first ascents ?",
            "where did {x} climb new peaks ?"),
    },
    two_anchor=(
        ((RANGE, False), (FIRST_ASCENT, False),
         ("which peak of the {x} was first climbed in {y} ?",
          "what mountain in the {x} saw its first ascent in {y} ?")),
        ((LEADER, False), (YEAR, False),
         ("which expedition did {x} lead in {y} ?", "what did {x} lead in {y} ?")),
        ((MEMBERS, False), (ON_MOUNTAIN, False),
         ("which expedition took {x} to {y} ?", "on which expedition was {x} on {y} ?")),
        ((ON_MOUNTAIN, False), (GRADE, False),
         ("which {y} route is there on {x} ?", "name a route on {x} graded {y} ?")),
        ((NATIONALITY, False), (BIRTH_YEAR, False),
         ("which climbers from {x} were born in {y} ?",
          "name a mountaineer from {x} born in {y} ?")),
        ((OUTFITTER, False), (ON_MOUNTAIN, False),
         ("which {x} expedition went to {y} ?", "what trip did {x} run on {y} ?")),
        ((COUNTRIES, False), (FIRST_ASCENSIONISTS, False),
         ("which mountain in {x} did {y} first climb ?",
          "what peak in {x} was first ascended by {y} ?")),
        ((EMPLOYER, False), (NATIONALITY, False),
         ("which {x} guides are from {y} ?", "who guides for {x} and comes from {y} ?")),
        ((ON_MOUNTAIN, False), (FACE, False),
         ("which route climbs the {y} of {x} ?", "what is the {y} route on {x} ?")),
    ),
)  # fmt: skip


def mountain_kg(seed: int = 1) -> MadeUpKG:
    """A made-up mountaineering world: 21 ranges in 8 systems, 29 countries, about 63
    mountains, 105 routes, 55 huts and base camps, 87 expeditions and 280 climbers, 15
    guiding companies, 13 alpine clubs and 19 sponsors."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    for company, (country, founded, _) in GUIDING.items():
        facts += [(company, COUNTRY, country), (company, FOUNDED, str(founded))]
    for club, (country, founded) in CLUBS.items():
        facts += [(club, COUNTRY, country), (club, FOUNDED, str(founded))]
    for sponsor, (country, founded) in SPONSOR_COMPANIES.items():
        facts += [(sponsor, COUNTRY, country), (sponsor, FOUNDED, str(founded))]

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    born: dict[str, int] = {}  # climber: birth year, in the order they were drawn
    by_nation: dict[str, list[str]] = {}
    staff: dict[str, list[str]] = {}  # guiding company: its guides

    def climber(nation: str, year: int, taken: list[str], reuse: float = 0.5) -> str:
        """A climber of `nation` of an age to climb in `year`, not in `taken`: often one
        already drawn, else a new one."""
        fit = [c for c in by_nation.get(nation, []) if c not in taken
               and born[c] + 19 <= year <= born[c] + 58]  # fmt: skip
        if fit and rng.random() < reuse:
            return rng.choice(fit)
        pool = NATIONS[nation][0]
        name = drawers[pool]()
        while name in born:
            name = drawers[pool]()
        born[name] = year - rng.randint(21, 46)
        by_nation.setdefault(nation, []).append(name)
        facts.extend([(name, NATIONALITY, nation), (name, BIRTH_YEAR, str(born[name]))])
        return name

    def guide(company: str, year: int, taken: list[str]) -> str:
        """A guide of `company` of an age to guide in `year`, not in `taken`."""
        fit = [g for g in staff.get(company, []) if g not in taken
               and born[g] + 19 <= year <= born[g] + 58]  # fmt: skip
        if fit and rng.random() < 0.6:
            return rng.choice(fit)
        country, _, systems = GUIDING[company]
        nation = country
        if rng.random() < 0.25:
            local = LOCALS.get(systems[0])
            nation = local or rng.choice(sorted(SYSTEM_NATIONS[systems[0]]))
        name = climber(nation, year, taken, reuse=0.0)
        staff.setdefault(company, []).append(name)
        facts.append((name, EMPLOYER, company))
        return name

    def nation_of(system: str) -> str:
        """A nationality that climbs in `system`, by its weight."""
        weights = SYSTEM_NATIONS[system]
        return rng.choices(list(weights), list(weights.values()))[0]

    # mountains, their first ascents and routes, their huts
    names: set[str] = set()
    mountains: dict[str, tuple[str, str, int]] = {}  # mountain: its range, system, first year
    first_teams: dict[str, tuple[str, list[str]]] = {}  # mountain: first team's nation, team
    routes: dict[str, list[tuple[str, int]]] = {}  # mountain: its routes, first-ascent years
    huts: dict[str, str] = {}  # mountain: its hut
    hut_names: set[str] = set()
    faces_used: set[str] = set()
    for range_name, (system, lands) in RANGES.items():
        heights, years, per_range, _, hut_heights = SYSTEMS[system]
        templates, words = MOUNTAIN_NAMES[system]
        peaks: list[tuple[str, int]] = []
        for _ in range(rng.randint(*per_range)):
            name = rng.choice(templates).format(rng.choice(words))
            while name in names:
                name = rng.choice(templates).format(rng.choice(words))
            names.add(name)
            height = rng.randint(*heights)
            while height in {h for _, h in peaks}:
                height = rng.randint(*heights)
            peaks.append((name, height))
        top = max(peaks, key=lambda peak: peak[1])[0]
        facts.append((range_name, HIGHEST, top))
        shared: tuple[str, int] | None = None  # a hut that can serve another peak, elevation
        for name, height in peaks:
            year = rng.randint(*years)
            mountains[name] = (range_name, system, year)
            main = rng.choices(lands, [3] + [1] * (len(lands) - 1))[0]
            countries = [main]
            if len(lands) > 1 and rng.random() < 0.35:
                countries.append(rng.choice([c for c in lands if c != main]))
            if name == top:
                prominence = rng.randint(1500, min(4500, height - 1000))
            else:
                prominence = rng.randint(150, min(1800, height // 3))
            facts += [(name, RANGE, range_name), (name, HEIGHT, str(height)),
                      (name, PROMINENCE, str(prominence)),
                      (name, FIRST_ASCENT, str(year))]  # fmt: skip
            facts += [(name, COUNTRIES, c) for c in countries]

            nation = nation_of(system)
            team: list[str] = []
            for _ in range(rng.randint(1, 3)):
                team.append(climber(nation, year, team))
            if system == "alps" and rng.random() < 0.6:
                local = [c for c in countries if c in NATIONS]
                if local:
                    team.append(climber(rng.choice(local), year, team, reuse=0.6))
            elif system in LOCALS and year >= 1950 and rng.random() < 0.4:
                team.append(climber(LOCALS[system], year, team))
            facts += [(name, FIRST_ASCENSIONISTS, c) for c in team]
            first_teams[name] = (nation, team)

            here: list[tuple[str, int]] = []
            faces = FACES[:]
            rng.shuffle(faces)
            for index in range(rng.choice([1, 1, 1, 2, 2, 3]) if system != "north" else 1):
                face = faces[index]
                faces_used.add(face)
                if index == 0:
                    route_year = year
                    surname = team[0].split(" ", 1)[1]
                    grade = rng.choices(GRADES, FIRST_GRADES)[0]
                else:
                    if year >= 2020:
                        break
                    route_year = rng.randint(year + 1, min(2023, year + 70))
                    surname = rng.choice(NAMES[NATIONS[nation_of(system)][0]][1])
                    grade = rng.choices(GRADES, LATER_GRADES)[0]
                kinds = ROUTE_KINDS["Ridge" if face.endswith("Ridge") else "Face"]
                route = f"{surname} {rng.choice(kinds)}"
                while route in names:
                    other = rng.choice(NAMES[NATIONS[nation_of(system)][0]][1])
                    route = f"{surname}-{other} {rng.choice(kinds)}"
                names.add(route)
                here.append((route, route_year))
                facts += [(route, ON_MOUNTAIN, name), (route, FACE, face), (route, GRADE, grade),
                          (route, FIRST_ASCENT, str(route_year))]  # fmt: skip
            routes[name] = here

            hut_templates, hut_words = HUT_NAMES[system]
            if shared and shared[1] < height - 300 and rng.random() < 0.35:
                huts[name] = shared[0]
                facts.append((shared[0], MOUNTAINS, name))
                continue
            template = rng.choice(hut_templates)
            hut = template.format(m=name, w=rng.choice(hut_words))
            while hut in hut_names:
                template = rng.choice(hut_templates)
                hut = template.format(m=name, w=rng.choice(hut_words))
            hut_names.add(hut)
            elevation = rng.randint(hut_heights[0], min(hut_heights[1], height - 400)) // 10 * 10
            huts[name] = hut
            shared = (hut, elevation) if "{w}" in template else None
            facts += [(hut, MOUNTAINS, name), (hut, ELEVATION, str(elevation))]
            hut_country = rng.choice(countries)
            if any(camp in hut for camp in CAMPS):
                runners = [g for g, (c, _, s) in GUIDING.items() if c == hut_country]
                if runners and rng.random() < 0.4:
                    facts.append((hut, OPERATOR, rng.choice(runners)))
            else:
                clubs = [c for c, (country, _) in CLUBS.items() if country == hut_country]
                if clubs:
                    facts.append((hut, OPERATOR, clubs[0]))

    # expeditions
    expeditions: set[str] = set()
    sponsors = list(SPONSOR_COMPANIES)
    active: dict[str, int] = {}  # climber: the last year they were on an expedition

    def expedition(mountain: str, year: int, first: bool) -> None:
        """An expedition to `mountain` in `year` (its first ascent if `first`)."""
        system = mountains[mountain][1]
        outfitters = [g for g, (_, founded, systems) in GUIDING.items()
                      if system in systems and founded + 2 <= year]  # fmt: skip
        team: list[str] = []
        if not first and year >= 1990 and outfitters and rng.random() < 0.45:
            company = rng.choice(outfitters)
            name = f"{company} {mountain} {year}"
            if name in expeditions:
                return
            leader = guide(company, year, team)
            team.append(leader)
            for _ in range(rng.choice([0, 1, 1, 2])):
                team.append(guide(company, year, team))
            for _ in range(rng.randint(1, 3)):
                team.append(climber(nation_of(system), year, team, reuse=0.4))
            backers = rng.sample(sponsors, rng.choice([0, 0, 1]))
            facts.append((name, OUTFITTER, company))
        else:
            nation, summiters = first_teams[mountain] if first else (nation_of(system), [])
            name = f"{year} {NATIONS[nation][1]} {mountain} Expedition"
            if name in expeditions:
                return
            team += summiters
            for _ in range(rng.randint(1, 3) if first else rng.randint(1, 4)):
                team.append(climber(nation, year, team, reuse=0.6))
            leader = rng.choice(team[:2]) if first and rng.random() < 0.3 else team[-1]
            team.remove(leader)
            team.insert(0, leader)
            if system in LOCALS and rng.random() < 0.6:
                local = LOCALS[system]
                hirers = [g for g, (c, founded, _) in GUIDING.items()
                          if c == local and founded <= year]  # fmt: skip
                for _ in range(rng.randint(1, 2)):
                    if hirers and rng.random() < 0.5:
                        team.append(guide(rng.choice(hirers), year, team))
                    else:
                        team.append(climber(local, year, team))
            home = [s for s in sponsors if SPONSOR_COMPANIES[s][0] == nation]
            backers = []
            for _ in range(rng.choice([0, 1, 1, 2])):
                backers.append(rng.choice(home if home and rng.random() < 0.5 else sponsors))
        expeditions.add(name)
        backers = [b for b in dict.fromkeys(backers) if SPONSOR_COMPANIES[b][1] <= year]
        if first:
            route = routes[mountain][0][0]
            outcome = "summit reached"
        else:
            route = rng.choice([r for r, y in routes[mountain] if y <= year])
            outcome = rng.choices(list(OUTCOMES), list(OUTCOMES.values()))[0]
        facts.extend([(name, ON_MOUNTAIN, mountain), (name, YEAR, str(year)),
                      (name, ROUTE, route), (name, LEADER, leader),
                      (name, BASE_CAMP, huts[mountain]), (name, OUTCOME, outcome)])  # fmt: skip
        facts.extend((name, MEMBERS, member) for member in team)
        facts.extend((name, SPONSORS, backer) for backer in backers)
        for member in team:
            active[member] = max(active.get(member, year), year)

    for mountain, (_, system, first_year) in mountains.items():
        if first_year >= 1950:
            expedition(mountain, first_year, first=True)
        start = max(first_year + 1, 1950)
        if start > 2024:
            continue
        for _ in range(rng.randint(0, SYSTEMS[system][3])):
            expedition(mountain, rng.randint(start, 2024), first=False)

    for name, last in active.items():
        if last >= 1970 and rng.random() < 0.25:
            backers = [s for s in sponsors if SPONSOR_COMPANIES[s][1] <= last]
            for backer in rng.sample(backers, min(len(backers), rng.choice([1, 1, 2]))):
                facts.append((name, SPONSORS, backer))

    countries = set(NATIONS) | {c for _, lands in RANGES.values() for c in lands}
    named = [set(RANGES), set(mountains), countries, set(born), expeditions,
             {r for here in routes.values() for r, _ in here}, hut_names, set(GUIDING),
             set(CLUBS), set(SPONSOR_COMPANIES), faces_used, set(GRADES),
             set(OUTCOMES)]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("mountain", mountain_kg, MOUNTAIN)
