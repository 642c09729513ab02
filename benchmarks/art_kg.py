"""A visual-art KG of our own, made up for an unseen-KG check (written after the football,
library, music, hospital, company, travel, academia, geopolitics, cuisine and space KGs, to
check the rules they led to, and not tuned on): artists (painters, sculptors and
printmakers), their artworks, museums and galleries, cities, countries, art movements (real
ones and a few made up: Fjordlight School, Volga Primitivism, Prismatism, Chromatic
Brutalism, Tidewater Minimalism, Neo-Tempera Revival), media, art academies, exhibitions,
private collectors, years of creation and founding, and heights in centimetres. Relation
names are DBpedia-ontology-like prefixed camelCase names (`dbo:author`, `dbo:museum`,
`dbo:birthPlace`, `dbo:exhibitedAt`), each stored once, no types file.

`dbo:location` is said of museums and academies alike, and so is `dbo:foundingYear`;
`dbo:country` links a city to its country and `dbo:origin` a movement to the countries it
began in (Romanticism to three). `dbo:mentor` links an artist to an earlier one (their
teacher), most often of the same movement or country. An artist lives in the era of their
first movement, one in five also joins a second movement of their time; they are born mostly
in one of its countries, train at an academy founded before they turned seventeen (if any),
and die (unless still living) mostly at home or in a city of their movement's country. Their works
are dated within their working life, made in media of their kind and era (tempera panels
before 1500, oil on canvas later, screen prints and welded steel after 1950, woodblock
prints for Ukiyo-e), and held mostly by museums of the artist's country (one in ten stays
private). `dbo:subject` links a work to the city, sitter (a collector or another artist of
the time) or mythical figure it depicts; such titles name it ("Venice at Dusk", "Portrait
of ..."). A work is shown at any number of exhibitions of its movement, city or medium, each
exhibition held at one museum (`dbo:venue`); `dbo:formerOwner` links a work to one or two
collectors who could have owned it, each living in a city (`dbo:residence`). Years (1395
on) and heights (15 to 480 cm) do not overlap as numbers. Artists and collectors are drawn
with `NameDrawer` from name pools of their country (distinct names); a few names share a
word with other entities (the museum "Secession Hall" and the movement "Vienna Secession",
"Hudson Modern" and the "Hudson River School", the exhibition "Bronze and Marble" and the
media, the "Venetian Academy of Fine Arts" and the "Venetian School", city views named after
their cities). Wordings were written before any run and were not changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

AUTHOR = "dbo:author"
MUSEUM = "dbo:museum"
LOCATION = "dbo:location"
COUNTRY = "dbo:country"
BIRTH_PLACE = "dbo:birthPlace"
DEATH_PLACE = "dbo:deathPlace"
MOVEMENT = "dbo:movement"
TRAINING = "dbo:training"
MENTOR = "dbo:mentor"
MEDIUM = "dbo:medium"
YEAR = "dbo:year"
HEIGHT = "dbo:height"
SUBJECT = "dbo:subject"
EXHIBITED = "dbo:exhibitedAt"
VENUE = "dbo:venue"
FORMER_OWNER = "dbo:formerOwner"
RESIDENCE = "dbo:residence"
ORIGIN = "dbo:origin"
FOUNDED = "dbo:foundingYear"

NAMES = {  # name pool: first names, last names
    "it": (["Alessandro", "Bianca", "Carlo", "Domenico", "Elisa", "Federico", "Giulia",
            "Lorenzo", "Marco", "Paola", "Rinaldo", "Teresa"],
           ["Albani", "Bellori", "Castagna", "Donati", "Ferrante", "Galli", "Lombardi",
            "Marchetti", "Orsini", "Pellegrini", "Rinaldi", "Sartori"]),
    "fr": (["Adele", "Bernard", "Camille", "Edouard", "Helene", "Jules", "Lucien",
            "Marguerite", "Odile", "Pierre", "Suzanne", "Theo"],
           ["Aubert", "Benoit", "Chastel", "Dufresne", "Fabre", "Girard", "Lacombe",
            "Marchand", "Perrin", "Roche", "Vallier", "Mercier"]),
    "es": (["Alejandro", "Carmen", "Diego", "Elena", "Ignacio", "Lucia", "Mateo", "Pilar",
            "Ramon", "Sofia", "Tomas", "Ines"],
           ["Alvarez", "Benitez", "Cordero", "Echeverria", "Fuentes", "Herrera", "Lozano",
            "Montoya", "Navarro", "Ortega", "Salazar", "Villalobos"]),
    "nl": (["Anneke", "Cornelis", "Dirk", "Geertruida", "Hendrik", "Jacoba", "Jan",
            "Maarten", "Pieter", "Willem", "Femke", "Joost"],
           ["Bakker", "de Graaf", "van Dijk", "Hoekstra", "Jansen", "Kuiper", "Mulder",
            "van Leeuwen", "Smit", "Visser", "Brouwer", "de Wit"]),
    "de": (["Anselm", "Clara", "Ernst", "Franziska", "Gustav", "Hedwig", "Johann", "Karl",
            "Lotte", "Otto", "Ruth", "Wilhelm"],
           ["Albrecht", "Brandt", "Eckhardt", "Fischer", "Hartmann", "Keller", "Lange",
            "Neumann", "Richter", "Schubert", "Vogel", "Winkler"]),
    "en": (["Abigail", "Arthur", "Charlotte", "Edward", "Eleanor", "George", "Harriet",
            "Henry", "Margaret", "Samuel", "Thomas", "Winifred"],
           ["Ashworth", "Blackwood", "Crane", "Fairbanks", "Hargreaves", "Kendall",
            "Lockwood", "Pemberton", "Radcliffe", "Thornton", "Whitaker", "Wolcott"]),
    "no": (["Astrid", "Bjorn", "Ingrid", "Knut", "Magnus", "Sigrid", "Solveig", "Tor"],
           ["Berg", "Dahl", "Haugen", "Lund", "Nygaard", "Solberg", "Strand", "Vik"]),
    "ru": (["Anna", "Boris", "Dmitri", "Ekaterina", "Ivan", "Natalia", "Pavel", "Olga",
            "Sergei", "Vera"],
           ["Belyaev", "Gromov", "Lebedev", "Morozov", "Orlov", "Sokolov", "Volkov",
            "Zaitsev", "Egorov", "Polyakov"]),
    "ja": (["Akiko", "Haruki", "Hiroshi", "Kaori", "Kenji", "Masako", "Noriko", "Ryo",
            "Takashi", "Yumiko"],
           ["Aoki", "Fujita", "Hayashi", "Ikeda", "Kobayashi", "Matsuda", "Nishimura",
            "Ogawa", "Sakamoto", "Takahashi"]),
}  # fmt: skip
COUNTRIES = {  # country: its name pool, its cities
    "France": ("fr", ["Paris", "Lyon", "Marseille", "Arles"]),
    "Italy": ("it", ["Rome", "Florence", "Venice", "Milan", "Naples"]),
    "Spain": ("es", ["Madrid", "Barcelona", "Seville"]),
    "Netherlands": ("nl", ["Amsterdam", "Delft", "Haarlem"]),
    "Belgium": ("nl", ["Brussels", "Antwerp", "Ghent"]),
    "Germany": ("de", ["Berlin", "Munich", "Dresden"]),
    "Austria": ("de", ["Vienna", "Salzburg"]),
    "United Kingdom": ("en", ["London", "Edinburgh"]),
    "Norway": ("no", ["Oslo", "Bergen"]),
    "Russia": ("ru", ["Moscow", "Saint Petersburg"]),
    "Japan": ("ja", ["Tokyo", "Kyoto", "Osaka"]),
    "Mexico": ("es", ["Mexico City", "Guadalajara"]),
    "United States": ("en", ["New York", "Chicago", "Philadelphia", "Boston"]),
}  # fmt: skip
MOVEMENTS = {  # movement: its countries of origin, first and last years, how many artists
    "Early Renaissance": (["Italy"], 1400, 1490, 3),
    "Northern Renaissance": (["Netherlands", "Belgium", "Germany"], 1430, 1580, 3),
    "High Renaissance": (["Italy"], 1490, 1530, 3),
    "Venetian School": (["Italy"], 1460, 1600, 3),
    "Mannerism": (["Italy"], 1520, 1600, 2),
    "Baroque": (["Italy"], 1590, 1720, 4),
    "Dutch Golden Age": (["Netherlands"], 1600, 1690, 4),
    "Ukiyo-e": (["Japan"], 1680, 1870, 4),
    "Rococo": (["France"], 1720, 1780, 2),
    "Neoclassicism": (["France", "Italy"], 1760, 1840, 3),
    "Romanticism": (["Germany", "United Kingdom", "France"], 1790, 1850, 4),
    "Realism": (["France"], 1840, 1885, 3),
    "Hudson River School": (["United States"], 1825, 1875, 3),
    "Impressionism": (["France"], 1865, 1895, 6),
    "Post-Impressionism": (["France"], 1885, 1910, 4),
    "Symbolism": (["France", "Belgium"], 1880, 1910, 3),
    "Fjordlight School": (["Norway"], 1880, 1915, 3),
    "Vienna Secession": (["Austria"], 1897, 1920, 3),
    "Fauvism": (["France"], 1904, 1910, 2),
    "Expressionism": (["Germany"], 1905, 1933, 4),
    "Volga Primitivism": (["Russia"], 1906, 1925, 2),
    "Cubism": (["France", "Spain"], 1907, 1925, 4),
    "Futurism": (["Italy", "Russia"], 1909, 1930, 3),
    "Prismatism": (["Belgium"], 1918, 1940, 2),
    "Surrealism": (["France"], 1924, 1960, 4),
    "Mexican Muralism": (["Mexico"], 1920, 1970, 3),
    "Abstract Expressionism": (["United States"], 1943, 1965, 4),
    "Pop Art": (["United Kingdom", "United States"], 1955, 1975, 3),
    "Chromatic Brutalism": (["Germany"], 1962, 1990, 2),
    "Tidewater Minimalism": (["United States"], 1975, 2005, 2),
    "Neo-Tempera Revival": (["United Kingdom"], 1990, 2020, 2),
}  # fmt: skip
ACADEMIES = {  # academy: its city, its founding year
    "Florentine Academy of Design": ("Florence", 1563),
    "Academy of San Clemente": ("Rome", 1593),
    "Paris Academy of Painting and Sculpture": ("Paris", 1648),
    "Antwerp Academy of Fine Arts": ("Antwerp", 1663),
    "Vienna Academy of Fine Arts": ("Vienna", 1692),
    "Brussels Royal Academy": ("Brussels", 1711),
    "Venetian Academy of Fine Arts": ("Venice", 1750),
    "Madrid Academy of San Fernando": ("Madrid", 1752),
    "Lyon School of Drawing": ("Lyon", 1756),
    "Imperial Academy of Arts": ("Saint Petersburg", 1757),
    "Edinburgh Trustees School of Design": ("Edinburgh", 1760),
    "Dresden Art Academy": ("Dresden", 1764),
    "London Royal Academy Schools": ("London", 1768),
    "San Carlos Academy": ("Mexico City", 1781),
    "Philadelphia Academy of Fine Arts": ("Philadelphia", 1805),
    "Munich Academy of Fine Arts": ("Munich", 1808),
    "National School of Fine Arts": ("Paris", 1817),
    "Oslo Royal Drawing School": ("Oslo", 1818),
    "Moscow School of Painting": ("Moscow", 1843),
    "New York Art Students League": ("New York", 1875),
    "Chicago School of the Art Institute": ("Chicago", 1879),
    "Kyoto Painting School": ("Kyoto", 1880),
    "Tokyo School of Fine Arts": ("Tokyo", 1887),
}  # fmt: skip
FAMOUS_ACADEMIES = ["Paris Academy of Painting and Sculpture", "National School of Fine Arts",
                    "Academy of San Clemente", "Munich Academy of Fine Arts",
                    "New York Art Students League"]  # fmt: skip
MUSEUMS = {  # museum or gallery: its city, its founding year
    "Grand Palais des Arts": ("Paris", 1900), "Musee de la Lumiere": ("Paris", 1986),
    "Paris Museum of Modern Art": ("Paris", 1961), "Lyon Museum of Fine Arts": ("Lyon", 1801),
    "Musee Phoceen": ("Marseille", 1869), "Fondation Alpilles": ("Arles", 2014),
    "Galleria Borghetti": ("Rome", 1902), "Palazzo Aurelio": ("Rome", 1750),
    "Galleria degli Arazzi": ("Florence", 1769), "Palazzo Ardenti Museum": ("Florence", 1911),
    "Gallerie dell'Arsenale": ("Venice", 1817), "Ca' Foscolo Collection": ("Venice", 1955),
    "Pinacoteca Sforzesca": ("Milan", 1809), "Museo Partenopeo": ("Naples", 1957),
    "Museo del Retiro": ("Madrid", 1819),
    "Madrid Centre of Contemporary Art": ("Madrid", 1992),
    "Barcelona Modern Art Foundation": ("Barcelona", 1975),
    "Seville Museum of Fine Arts": ("Seville", 1839),
    "Amsterdam Rijksgalerie": ("Amsterdam", 1800),
    "Amstel Museum of Modern Art": ("Amsterdam", 1895), "Oude Delft Museum": ("Delft", 1935),
    "Haarlem Almshouse Museum": ("Haarlem", 1862),
    "Brussels Museum of Fine Arts": ("Brussels", 1801),
    "Antwerp Royal Gallery": ("Antwerp", 1890), "Ghent Municipal Museum": ("Ghent", 1798),
    "Berlin New Gallery": ("Berlin", 1968), "Alte Residenz Gallery": ("Munich", 1836),
    "Dresden Picture Gallery": ("Dresden", 1855), "Secession Hall": ("Vienna", 1898),
    "Kunsthalle am Ring": ("Vienna", 1891), "Pall Mall Gallery": ("London", 1824),
    "Thames Gallery of Modern Art": ("London", 2000),
    "Edinburgh Mound Gallery": ("Edinburgh", 1859),
    "Oslo National Museum of Art": ("Oslo", 1842), "Bergen Art Museum": ("Bergen", 1878),
    "Moscow Merchants' Gallery": ("Moscow", 1856),
    "Winter Palace Museum": ("Saint Petersburg", 1764),
    "Ueno Museum of Art": ("Tokyo", 1872), "Kyoto Museum of Prints": ("Kyoto", 1933),
    "Museo del Zocalo": ("Mexico City", 1934),
    "Fifth Avenue Museum of Art": ("New York", 1870), "Hudson Modern": ("New York", 1929),
    "Lakeshore Art Institute": ("Chicago", 1879),
    "Schuylkill Museum of Art": ("Philadelphia", 1876), "Back Bay Gallery": ("Boston", 1903),
}  # fmt: skip
FIGURES = {  # mythical or sacred figure: titles of works depicting them
    "Orpheus": ["The Lament of Orpheus", "Orpheus Charming the Beasts"],
    "Saint Jerome": ["Saint Jerome in the Wilderness", "Saint Jerome in His Study"],
    "Judith": ["Judith Triumphant", "Judith at the Tent"],
    "Medusa": ["Head of Medusa", "Medusa Asleep"],
    "Saint George": ["Saint George and the Dragon", "The Vigil of Saint George"],
    "Andromeda": ["Andromeda Chained", "The Rescue of Andromeda"],
    "Icarus": ["The Fall of Icarus", "Icarus Rising"],
}  # fmt: skip
CITY_VIEWS = ["{} at Dusk", "View of {}", "{} in Winter", "Rooftops of {}", "Evening in {}",
              "{} from the River", "Morning in {}"]  # fmt: skip
FAVOURITE_VIEWS = ["Venice", "Paris", "Rome", "Kyoto", "Amsterdam", "London", "New York"]
TITLE_FIRST = ["The Blue", "The Red", "The Silent", "The Sleeping", "The Golden", "The Green",
               "The Lonely", "The White", "The Drowned", "The Burning", "The Quiet",
               "The Black", "The Dreaming", "The Wounded", "The Last"]  # fmt: skip
TITLE_LAST = ["Orchard", "Dancer", "Harbour", "Violin", "Horse", "Garden", "Bridge", "Window",
              "Mill", "Shepherd", "Lighthouse", "Acrobat", "Cathedral", "Tower", "Bather",
              "Angel", "Fisherman", "Lantern", "Chair", "Road", "Mirror",
              "Mountain"]  # fmt: skip
STILL_LIFES = ["Lemons", "a Pewter Jug", "Oysters", "Peonies", "a Skull", "Quinces",
               "a Blue Vase", "Herrings", "Sunflowers", "Apples and Pears", "a Guitar",
               "Tulips"]  # fmt: skip
EXHIBITIONS = {  # exhibition: what it shows (movements, a city or media), its year
    "Light and Water": ("movement", ["Impressionism"], 2012),
    "After the Salon": ("movement", ["Realism", "Impressionism"], 1998),
    "Cubism and After": ("movement", ["Cubism", "Futurism", "Prismatism"], 2005),
    "Masters of the Baroque": ("movement", ["Baroque"], 1994),
    "Golden Age Interiors": ("movement", ["Dutch Golden Age"], 2017),
    "Venice Observed": ("city", ["Venice"], 2009),
    "Paris in Paint": ("city", ["Paris"], 2015),
    "Bronze and Marble": ("medium", ["Bronze", "Marble"], 2001),
    "The Floating World": ("movement", ["Ukiyo-e"], 2019),
    "Dreams and Visions": ("movement", ["Symbolism", "Surrealism"], 2008),
    "Northern Lights": ("movement", ["Fjordlight School", "Romanticism"], 2014),
    "Revolution on the Wall": ("movement", ["Mexican Muralism"], 1999),
    "The Expressionist Decade": ("movement", ["Expressionism", "Fauvism"], 2011),
    "Gods and Heroes": ("movement", ["Neoclassicism", "Baroque", "High Renaissance"], 1996),
    "The Renaissance Workshop": ("movement", ["Early Renaissance", "High Renaissance",
                                              "Venetian School", "Northern Renaissance"],
                                 2003),
    "Paper Trails": ("medium", ["Etching", "Woodcut", "Lithograph", "Engraving",
                                "Woodblock print"], 2016),
    "American Visions": ("movement", ["Hudson River School", "Abstract Expressionism",
                                      "Pop Art"], 2010),
    "Colour Unbound": ("movement", ["Fauvism", "Post-Impressionism", "Chromatic Brutalism"],
                       2018),
    "Pop and Afterlife": ("movement", ["Pop Art", "Chromatic Brutalism",
                                       "Tidewater Minimalism"], 2021),
    "The Vienna Years": ("movement", ["Vienna Secession", "Expressionism"], 2007),
    "Sublime Landscapes": ("movement", ["Romanticism", "Hudson River School",
                                        "Fjordlight School"], 2002),
    "Tempera Now": ("medium", ["Tempera on panel"], 2023),
    "Volga to Seine": ("movement", ["Volga Primitivism", "Cubism"], 2013),
}  # fmt: skip
COLLECTOR_CITIES = ["Paris", "Paris", "London", "London", "New York", "New York", "Boston",
                    "Chicago", "Amsterdam", "Brussels", "Berlin", "Vienna", "Rome", "Milan",
                    "Madrid", "Moscow", "Tokyo", "Oslo", "Mexico City",
                    "Philadelphia"]  # fmt: skip

ART = Wordings(
    one_hop={
        (AUTHOR, True): ("who made {x} ?", "who is the artist of {x} ?", "who painted {x} ?",
                         "{x} is by which artist ?"),
        (AUTHOR, False): ("which works did {x} make ?", "what did {x} create ?",
                          "list the artworks by {x} ?"),
        (MUSEUM, True): ("where is {x} on display ?", "which museum holds {x} ?",
                         "in which collection is {x} today ?"),
        (MUSEUM, False): ("which works are in {x} ?", "what does {x} have in its collection ?",
                          "name a piece held by {x} ?"),
        (LOCATION, True): ("where is {x} located ?", "in which city is {x} ?",
                           "what city is {x} in ?"),
        (LOCATION, False): ("which museums are in {x} ?",
                            "name a gallery or art school in {x} ?"),
        (COUNTRY, True): ("which country is {x} in ?", "{x} is a city in which country ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city of {x} ?"),
        (BIRTH_PLACE, True): ("where was {x} born ?", "what is the birthplace of {x} ?",
                              "in which city was {x} born ?"),
        (BIRTH_PLACE, False): ("which artists were born in {x} ?", "who was born in {x} ?"),
        (DEATH_PLACE, True): ("where did {x} die ?", "in which city did {x} pass away ?"),
        (DEATH_PLACE, False): ("which artists died in {x} ?", "who died in {x} ?"),
        (MOVEMENT, True): ("which movement did {x} belong to ?",
                           "what style is {x} associated with ?",
                           "{x} was part of which art movement ?"),
        (MOVEMENT, False): ("which artists belong to {x} ?", "name a {x} artist ?"),
        (TRAINING, True): ("where did {x} study ?", "which academy trained {x} ?"),
        (TRAINING, False): ("who studied at {x} ?", "which artists trained at {x} ?"),
        (MENTOR, True): ("who taught {x} ?", "who was the mentor of {x} ?",
                         "whose pupil was {x} ?"),
        (MENTOR, False): ("who were the pupils of {x} ?", "which artists did {x} teach ?"),
        (MEDIUM, True): ("what medium is {x} ?", "what is {x} made of ?",
                         "what material was used for {x} ?"),
        (MEDIUM, False): ("which works use {x} ?", "name a work done in {x} ?"),
        (YEAR, True): ("when was {x} made ?", "what year is {x} from ?",
                       "in which year was {x} created ?"),
        (YEAR, False): ("which works were made in {x} ?", "what was created in {x} ?"),
        (HEIGHT, True): ("how tall is {x} ?", "what is the height of {x} in cm ?"),
        (HEIGHT, False): ("which work is {x} cm tall ?",),
        (SUBJECT, True): ("what does {x} depict ?", "who or what is shown in {x} ?",
                          "what is the subject of {x} ?"),
        (SUBJECT, False): ("which works depict {x} ?", "what paintings show {x} ?"),
        (EXHIBITED, True): ("which exhibitions showed {x} ?",
                            "in which exhibitions was {x} shown ?"),
        (EXHIBITED, False): ("which works were shown at {x} ?", "what was on view in {x} ?",
                             "name a piece exhibited in {x} ?"),
        (VENUE, True): ("where was {x} held ?", "which museum hosted {x} ?"),
        (VENUE, False): ("which exhibitions were held at {x} ?", "what shows has {x} hosted ?"),
        (FORMER_OWNER, True): ("who used to own {x} ?", "which collector once owned {x} ?"),
        (FORMER_OWNER, False): ("which works did {x} own ?",
                                "what did the collector {x} own ?"),
        (RESIDENCE, True): ("where did {x} live ?", "which city is {x}'s home ?"),
        (RESIDENCE, False): ("which collectors live in {x} ?", "who resides in {x} ?"),
        (ORIGIN, True): ("where did {x} originate ?", "which country did {x} start in ?"),
        (ORIGIN, False): ("which movements started in {x} ?",
                          "what art movements come from {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?"),
        (FOUNDED, False): ("what was founded in {x} ?",),
    },
    two_hop={
        ((AUTHOR, True), (BIRTH_PLACE, True)): (
            "which city was the painter of {x} born in ?", "where was the artist of {x} born ?",
            "in which city was the creator of {x} born ?"),
        ((MUSEUM, True), (LOCATION, True)): (
            "in which city can i see {x} ?", "what city is the museum holding {x} in ?",
            "which city is {x} kept in ?"),
        ((LOCATION, True), (COUNTRY, True)): (
            "in what country is {x} ?", "which country is {x} located in ?"),
        ((MOVEMENT, True), (ORIGIN, True)): (
            "in which country did {x}'s movement begin ?",
            "where did the movement of {x} originate ?"),
        ((AUTHOR, True), (MENTOR, True)): (
            "who taught the artist of {x} ?", "who was the teacher of the painter of {x} ?",
            "whose pupil made {x} ?"),
        ((AUTHOR, True), (MOVEMENT, True)): (
            "which movement is {x} from ?",
            "what art movement was the maker of {x} part of ?",
            "{x} is by an artist of which movement ?"),
        ((BIRTH_PLACE, True), (COUNTRY, True)): (
            "which country was {x} born in ?", "what is {x}'s country of birth ?"),
        ((AUTHOR, False), (MUSEUM, True)): (
            "which museums hold works by {x} ?", "where can i see {x}'s art ?",
            "which galleries have a piece by {x} ?"),
        ((MUSEUM, False), (AUTHOR, True)): (
            "which artists are in the collection of {x} ?", "whose works does {x} hold ?",
            "which painters can i see at {x} ?"),
        ((EXHIBITED, False), (AUTHOR, True)): (
            "which artists were shown in {x} ?", "whose work was in the exhibition {x} ?"),
        ((EXHIBITED, True), (VENUE, True)): (
            "at which museums was {x} shown ?", "which venues has {x} been exhibited at ?"),
        ((FORMER_OWNER, True), (RESIDENCE, True)): (
            "where did the former owner of {x} live ?",
            "in which city did the collector who owned {x} live ?"),
        ((MOVEMENT, False), (BIRTH_PLACE, True)): (
            "where were the artists of {x} born ?", "which cities did {x} painters come from ?"),
        ((AUTHOR, True), (TRAINING, True)): (
            "where did the artist of {x} study ?", "which academy trained the maker of {x} ?"),
        ((TRAINING, True), (LOCATION, True)): (
            "in which city did {x} study art ?", "where is the academy {x} went to ?"),
        ((RESIDENCE, False), (FORMER_OWNER, False)): (
            "which works were once owned by collectors living in {x} ?",
            "what art did collectors from {x} own ?"),
        ((VENUE, False), (EXHIBITED, False)): (
            "which works were shown in exhibitions at {x} ?",
            "what has been on view in shows at {x} ?"),
        ((SUBJECT, False), (AUTHOR, True)): (
            "which artists depicted {x} ?", "who has made a picture of {x} ?"),
    },
    two_anchor=(
        ((AUTHOR, False), (MUSEUM, False),
         ("which artwork by {x} is held in {y} ?", "what does {y} have by {x} ?",
          "which pieces by {x} are in {y} ?")),
        ((MOVEMENT, False), (BIRTH_PLACE, False),
         ("which {x} artists were born in {y} ?", "who in {x} was born in {y} ?",
          "name a {x} artist from {y} ?")),
        ((AUTHOR, False), (MEDIUM, False),
         ("which works by {x} are done in {y} ?", "name a {y} piece by {x} ?")),
        ((EXHIBITED, False), (MUSEUM, False),
         ("which works in {x} came from {y} ?", "what did {y} lend to {x} ?")),
        ((AUTHOR, False), (YEAR, False),
         ("what did {x} make in {y} ?", "which work did {x} finish in {y} ?")),
        ((MENTOR, False), (TRAINING, False),
         ("which pupils of {x} trained at {y} ?", "who taught by {x} studied at {y} ?")),
    ),
)  # fmt: skip


def _media(rng: random.Random, kind: str, movement: str, year: int) -> list[str]:
    """The media of a work of `kind` made in `year` by an artist of `movement`."""
    if kind == "printmaker":
        if movement == "Ukiyo-e":
            return ["Woodblock print"]
        options = ["Woodcut", "Engraving"] if year < 1800 else ["Etching", "Lithograph"]
        if 1500 <= year < 1800:
            options.append("Etching")
        if year >= 1950:
            options += ["Screen print", "Screen print"]
        return [rng.choice(options)]
    if kind == "sculptor":
        options = ["Marble", "Bronze", "Bronze", "Terracotta", "Carved wood"]
        if year >= 1800:
            options.append("Plaster")
        if year >= 1930:
            options += ["Welded steel", "Welded steel"]
        return [rng.choice(options)]
    if movement == "Neo-Tempera Revival" or year < 1500:
        first = rng.choice(["Tempera on panel", "Tempera on panel", "Fresco"])
        if movement == "Neo-Tempera Revival":
            first = "Tempera on panel"
        if first == "Tempera on panel" and rng.random() < 0.3:
            return [first, "Gold leaf"]
        return [first]
    if movement == "Mexican Muralism" and rng.random() < 0.6:
        return ["Fresco"]
    if year < 1600:
        return [rng.choice(["Oil on panel", "Oil on canvas", "Fresco"])]
    options = ["Oil on canvas"] * 5
    if year >= 1750:
        options.append("Watercolour")
    if year >= 1850:
        options.append("Gouache")
    if year >= 1950:
        options += ["Acrylic on canvas"] * 4
    media = [rng.choice(options)]
    if media[0] == "Watercolour" and rng.random() < 0.3:
        media.append("Gouache")
    return media


def art_kg(seed: int = 1) -> MadeUpKG:
    """A made-up art world: 13 countries, 38 cities, 31 movements, 23 academies, 45 museums
    and galleries, 23 exhibitions, 30 collectors, about 90 artists and 260 works."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}

    country_of: dict[str, str] = {}  # city: its country
    for country, (_, cities) in COUNTRIES.items():
        for city in cities:
            facts.append((city, COUNTRY, country))
            country_of[city] = country
    for movement, (origins, _, _, _) in MOVEMENTS.items():
        facts += [(movement, ORIGIN, country) for country in origins]
    for academy, (city, year) in ACADEMIES.items():
        facts += [(academy, LOCATION, city), (academy, FOUNDED, str(year))]
    for museum, (city, year) in MUSEUMS.items():
        facts += [(museum, LOCATION, city), (museum, FOUNDED, str(year))]
    countries = sorted(COUNTRIES)
    cities = sorted(country_of)
    museums = sorted(MUSEUMS)
    taken: set[str] = set(country_of) | set(COUNTRIES) | set(MOVEMENTS) | set(ACADEMIES)
    taken |= set(MUSEUMS) | set(EXHIBITIONS) | set(FIGURES)

    def cities_in(country: str) -> list[str]:
        return COUNTRIES[country][1]

    collectors: list[str] = []
    active: dict[str, tuple[int, int]] = {}  # collector: the years they collected
    home_of: dict[str, str] = {}  # collector: their city
    for _ in range(30):
        city = rng.choice(COLLECTOR_CITIES)
        name = drawers[COUNTRIES[country_of[city]][0]]()
        start = rng.randint(1560, 1850) if rng.random() < 0.2 else rng.randint(1850, 1995)
        collectors.append(name)
        active[name], home_of[name] = (start, start + rng.randint(25, 50)), city
        facts.append((name, RESIDENCE, city))

    artists: list[str] = []
    born: dict[str, int] = {}  # artist: their birth year
    working: dict[str, tuple[int, int]] = {}  # artist: the years they worked
    nation: dict[str, str] = {}  # artist: their country
    movements_of: dict[str, list[str]] = {}
    kind_of: dict[str, str] = {}
    for movement, (origins, start, end, count) in MOVEMENTS.items():
        for _ in range(count * 3 // 4 + rng.randint(0, (count + 1) // 2)):
            home = rng.random() < (0.95 if movement == "Ukiyo-e" else 0.7)
            country = rng.choice(origins) if home else rng.choice(countries)
            name = drawers[COUNTRIES[country][0]]()
            begins = rng.randint(start - 5, max(start, end - 10))
            birth = begins - rng.randint(18, 28)
            death = birth + rng.randint(35, 90)
            artists.append(name)
            born[name], nation[name] = birth, country
            working[name] = (begins, min(death - 1, begins + rng.randint(15, 45), 2024))
            joined = [movement]
            if rng.random() < 0.2:
                near = [
                    m for m, (_, s, e, _) in MOVEMENTS.items()
                    if m != movement and s <= working[name][1] and e >= begins
                ]  # fmt: skip
                if near:
                    joined.append(rng.choice(near))
            movements_of[name] = joined
            facts += [(name, MOVEMENT, m) for m in joined]
            if movement == "Ukiyo-e":
                kind_of[name] = "printmaker"
            else:
                kind_of[name] = rng.choices(["painter", "sculptor", "printmaker"], [72, 15, 13])[0]
            birthplace = rng.choice(cities_in(country))
            facts.append((name, BIRTH_PLACE, birthplace))
            if death <= 2024:
                roll = rng.random()
                if roll < 0.3:
                    died = birthplace
                elif roll < 0.6:
                    died = rng.choice(cities_in(country))
                elif roll < 0.9:
                    died = rng.choice(cities_in(rng.choice(origins)))
                else:
                    died = rng.choice(cities)
                facts.append((name, DEATH_PLACE, died))
            open_then = [a for a, (_, year) in ACADEMIES.items() if year <= birth + 17]
            if open_then and rng.random() < 0.8:
                local = [a for a in open_then if country_of[ACADEMIES[a][0]] == country]
                famous = [a for a in FAMOUS_ACADEMIES if a in open_then]
                roll = rng.random()
                if local and roll < 0.6:
                    first = rng.choice(local)
                elif famous and roll < 0.85:
                    first = rng.choice(famous)
                else:
                    first = rng.choice(open_then)
                trained = {first}
                if rng.random() < 0.12:
                    trained.add(rng.choice(open_then))
                facts += [(name, TRAINING, a) for a in sorted(trained)]

    for artist in artists:
        if rng.random() >= 0.55:
            continue
        earlier = [a for a in artists if 15 <= born[artist] - born[a] <= 50]
        if not earlier:
            continue
        fellows = [a for a in earlier if set(movements_of[a]) & set(movements_of[artist])]
        compatriots = [a for a in earlier if nation[a] == nation[artist]]
        roll = rng.random()
        if fellows and roll < 0.5:
            teacher = rng.choice(fellows)
        elif compatriots and roll < 0.8:
            teacher = rng.choice(compatriots)
        else:
            teacher = rng.choice(earlier)
        facts.append((artist, MENTOR, teacher))

    title = NameDrawer(rng, TITLE_FIRST, TITLE_LAST)
    works: list[str] = []
    made: dict[str, tuple[str, int, list[str]]] = {}  # work: its artist, year, media
    held: dict[str, str] = {}  # work: its museum
    depicts: dict[str, str] = {}  # work: its subject

    def named(candidates: list[str]) -> str:
        free = [c for c in candidates if c not in taken]
        return rng.choice(free) if free else ""

    for artist in artists:
        kind, movement = kind_of[artist], movements_of[artist][0]
        begins, ends = working[artist]
        for _ in range(rng.choice([2, 2, 3, 3, 3, 4])):
            year = rng.randint(begins, ends)
            name, subject, roll = "", "", rng.random()
            if roll < 0.2:
                sitters = [c for c in collectors if active[c][0] <= year <= active[c][1]]
                if rng.random() < 0.5 or not sitters:
                    sitters = [a for a in artists if a != artist and born[a] + 15 <= year
                               and working[a][1] + 10 >= year]  # fmt: skip
                if sitters:
                    subject = rng.choice(sitters)
                    form = {"painter": "Portrait of {}", "sculptor": "Bust of {}",
                            "printmaker": "Head of {}"}[kind]  # fmt: skip
                    name = named([form.format(subject), f"{subject} Seated"])
            elif roll < 0.4 and kind != "sculptor":
                if rng.random() < 0.4:
                    subject = rng.choice(FAVOURITE_VIEWS)
                else:
                    subject = rng.choice(cities_in(nation[artist]))
                name = named([view.format(subject) for view in CITY_VIEWS])
            elif roll < 0.48 and year < 1900:
                subject = rng.choice(sorted(FIGURES))
                name = named(FIGURES[subject])
            elif roll < 0.6 and kind == "painter":
                name = named([f"Still Life with {thing}" for thing in STILL_LIFES])
                subject = ""
            if not name:
                name, subject = title(), ""
                while name in taken:
                    name = title()
            taken.add(name)
            works.append(name)
            media = _media(rng, kind, movement, year)
            made[name] = (artist, year, media)
            facts += [(name, AUTHOR, artist), (name, YEAR, str(year))]
            facts += [(name, MEDIUM, m) for m in media]
            if subject:
                depicts[name] = subject
                facts.append((name, SUBJECT, subject))
            if rng.random() < 0.55:
                if kind == "printmaker":
                    height = rng.randint(18, 75)
                elif kind == "sculptor":
                    height = rng.randint(15, 480)
                else:
                    height = rng.randint(20, 420)
                facts.append((name, HEIGHT, str(height)))
            if rng.random() < 0.9:
                roll = rng.random()
                origins = MOVEMENTS[movement][0]
                if roll < 0.6:
                    options = [m for m in museums if country_of[MUSEUMS[m][0]] == nation[artist]]
                elif roll < 0.8:
                    options = [m for m in museums if country_of[MUSEUMS[m][0]] in origins]
                else:
                    options = museums
                held[name] = rng.choice(options or museums)
                facts.append((name, MUSEUM, held[name]))
            if rng.random() < 0.3:
                owners = [c for c in collectors if active[c][1] >= year]
                if name in held and rng.random() < 0.5:
                    country = country_of[MUSEUMS[held[name]][0]]
                    owners = [c for c in owners if country_of[home_of[c]] == country] or owners
                if subject in collectors:
                    owners = [subject]
                chosen = set(rng.sample(owners, min(len(owners), 1)))
                if owners and rng.random() < 0.2:
                    chosen.add(rng.choice([c for c in collectors if active[c][1] >= year]))
                facts += [(name, FORMER_OWNER, c) for c in sorted(chosen)]

    for exhibition, (shape, what, year) in EXHIBITIONS.items():
        if shape == "movement":
            shown = [w for w in works if set(movements_of[made[w][0]]) & set(what)]
        elif shape == "city":
            shown = [w for w in works if depicts.get(w) in what]
        else:
            shown = [w for w in works if set(made[w][2]) & set(what)]
        shown = [w for w in shown if made[w][1] < year]
        origins = sorted({c for m in what if m in MOVEMENTS for c in MOVEMENTS[m][0]})
        near = [m for m in museums if country_of[MUSEUMS[m][0]] in origins]
        venue = rng.choice(near) if near and rng.random() < 0.5 else rng.choice(museums)
        facts.append((exhibition, VENUE, venue))
        for work in rng.sample(shown, min(len(shown), rng.randint(5, 12))):
            facts.append((work, EXHIBITED, exhibition))
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("art", art_kg, ART)
