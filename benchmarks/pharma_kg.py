"""A pharmaceutical KG of our own, made up for an unseen-KG check (written after the football,
library, music, hospital, company, travel, academia, geopolitics, cuisine, space, art,
software, ecology and maritime KGs, to check the rules they led to, and not tuned on): brand
drugs with made-up names, their active ingredients (made-up generic names built on the real
stems of their drug classes, "-vastatin", "-prolol", "-sartan", "-gliptin", "-tinib"), the
conditions they treat, their side effects, dosage forms and doses in mg, their first approval
years and the regulators that approved them, the manufacturers that make them (head offices
and founding years), the scientists who discovered the ingredients and the universities or
companies they work at, clinical trials (sponsors, the drug tested, phase, the condition
studied), and the cities and countries all of these are in. Relation names are lower-case
words separated by spaces (`manufactured by`, `active ingredient`, `approved in year`,
`side effect`, `tests drug`, `country`), and ten of the twenty relations are also stored
backwards as a twin named `<relation> (inverse)` (`manufactured by (inverse)`), the other ten
once; no types file.

`located in` is said of universities and regulators alike (a city), `country` of cities and
regulators alike (the European Medicines Agency has none), `works at` reaches universities
and manufacturers alike (industry chemists), and `sponsored by` reaches manufacturers and,
for investigator-led trials, universities. A drug class fixes the stem of its ingredients'
names, the conditions and side effects its drugs draw from, their dosage forms and doses;
ingredients have one class and drugs one ingredient, or two for a few fixed-dose
combinations (an inhaled corticosteroid with a long-acting beta agonist, an angiotensin
receptor blocker with a calcium channel blocker). Each manufacturer works in a few classes;
most of its brands carry a new ingredient of its own, some an ingredient already on the
market (often another company's), approved years later. A drug is first approved by its
maker's home regulator (the European Medicines Agency for makers in the European Union),
often also by the Food and Drug Administration and others. Scientists (drawn with
`NameDrawer` from name pools of their nationality, mostly of the country where they work)
discover one or more ingredients at a university, mostly of the maker's country, or at the
maker itself. Trials have an acronym ("BEACON-CV") or a protocol code ("VRT-214-301").
Approval years (1952 to 2024) and founding years (1858 to 2004) overlap; doses (1 to 750 mg)
do not overlap with either. Wordings were written before any run and were not changed for
the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

MAKER = "manufactured by"
INGREDIENT = "active ingredient"
CLASS = "drug class"
TREATS = "treats"
YEAR = "approved in year"
APPROVED_BY = "approved by"
HQ = "headquartered in"
FOUNDED = "founded in year"
LOCATED = "located in"
COUNTRY = "country"
SIDE_EFFECT = "side effect"
FORM = "dosage form"
DOSE = "dose in mg"
SPONSORED = "sponsored by"
TESTS = "tests drug"
PHASE = "trial phase"
STUDIES = "studies condition"
DISCOVERED = "discovered by"
WORKS_AT = "works at"
NATIONALITY = "nationality"

INVERSE = " (inverse)"
TWINNED = {MAKER, INGREDIENT, TREATS, APPROVED_BY, HQ, SIDE_EFFECT, SPONSORED, TESTS,
           DISCOVERED, WORKS_AT}  # fmt: skip

TABLET, CAPSULE, INJECTION, INHALER = "tablet", "capsule", "injection", "inhaler"
NASAL, SOLUTION, SUSPENSION = "nasal spray", "oral solution", "oral suspension"
EYE_DROPS, INFUSION, PEN = "eye drops", "intravenous infusion", "prefilled pen"
ER_TABLET, PATCH = "extended-release tablet", "transdermal patch"

FDA, EMA = "Food and Drug Administration", "European Medicines Agency"
MHRA = "Medicines and Healthcare products Regulatory Agency"
PMDA, HEALTH_CANADA = "Pharmaceuticals and Medical Devices Agency", "Health Canada"
SWISSMEDIC, CDSCO = "Swissmedic", "Central Drugs Standard Control Organisation"
NMPA, MFDS = "National Medical Products Administration", "Ministry of Food and Drug Safety"
TGA = "Therapeutic Goods Administration"

CLASSES = {  # drug class: ingredient stem, first approval year, trial tag, conditions,
    # side effects, dosage forms, doses in mg (none for a few)
    "statin": ("vastatin", 1987, "LIPID",
               ["high cholesterol", "coronary artery disease", "familial hypercholesterolemia"],
               ["muscle pain", "headache", "constipation", "raised liver enzymes"],
               [TABLET], [10, 20, 40, 80]),
    "beta blocker": ("prolol", 1965, "CV",
                     ["hypertension", "angina", "atrial fibrillation", "heart failure"],
                     ["fatigue", "dizziness", "slow heart rate", "cold hands and feet"],
                     [TABLET, ER_TABLET, INJECTION], [25, 50, 100, 200]),
    "ACE inhibitor": ("april", 1981, "CV",
                      ["hypertension", "heart failure", "diabetic kidney disease"],
                      ["dry cough", "dizziness", "high potassium", "angioedema"],
                      [TABLET], [5, 10, 20]),
    "angiotensin receptor blocker": ("sartan", 1995, "CV",
                                     ["hypertension", "heart failure", "diabetic kidney disease"],
                                     ["dizziness", "high potassium", "back pain"],
                                     [TABLET], [40, 80, 160, 320]),
    "calcium channel blocker": ("dipine", 1975, "CV", ["hypertension", "angina"],
                                ["ankle swelling", "flushing", "headache", "palpitations"],
                                [TABLET, ER_TABLET], [5, 10, 30, 60]),
    "factor Xa inhibitor": ("xaban", 2008, "VTE",
                            ["deep vein thrombosis", "pulmonary embolism",
                             "atrial fibrillation"],
                            ["bleeding", "anemia", "bruising"], [TABLET], [15, 20, 30]),
    "SSRI": ("xetine", 1987, "MDD",
             ["major depressive disorder", "generalized anxiety disorder", "panic disorder",
              "obsessive-compulsive disorder"],
             ["nausea", "sexual dysfunction", "sleep disturbance", "weight gain"],
             [TABLET, CAPSULE, SOLUTION], [10, 20, 40]),
    "SNRI": ("faxine", 1993, "MDD",
             ["major depressive disorder", "generalized anxiety disorder", "fibromyalgia",
              "diabetic nerve pain"],
             ["nausea", "dry mouth", "sweating", "raised blood pressure"],
             [CAPSULE, ER_TABLET], [30, 60, 75, 150]),
    "atypical antipsychotic": ("peridone", 1989, "PSY", ["schizophrenia", "bipolar disorder"],
                               ["weight gain", "drowsiness", "restlessness", "high blood sugar"],
                               [TABLET, INJECTION], [2, 4, 6]),
    "benzodiazepine": ("zolam", 1960, "PSY",
                       ["generalized anxiety disorder", "insomnia", "panic disorder",
                        "epileptic seizures"],
                       ["drowsiness", "dizziness", "dependence", "memory problems"],
                       [TABLET, INJECTION, SOLUTION], [1, 2, 5]),
    "proton pump inhibitor": ("prazole", 1989, "GI",
                              ["gastroesophageal reflux disease", "peptic ulcer",
                               "Helicobacter pylori infection"],
                              ["headache", "diarrhea", "abdominal pain", "low magnesium"],
                              [CAPSULE, TABLET, INJECTION], [20, 40]),
    "DPP-4 inhibitor": ("gliptin", 2006, "DM", ["type 2 diabetes"],
                        ["stuffy nose", "headache", "joint pain", "pancreatitis"],
                        [TABLET], [25, 50, 100]),
    "SGLT2 inhibitor": ("gliflozin", 2013, "DM",
                        ["type 2 diabetes", "heart failure", "chronic kidney disease"],
                        ["genital yeast infection", "increased urination", "dehydration"],
                        [TABLET], [10, 25]),
    "GLP-1 receptor agonist": ("glutide", 2005, "DM", ["type 2 diabetes", "obesity"],
                               ["nausea", "vomiting", "diarrhea", "injection site reaction"],
                               [PEN, INJECTION], []),
    "fluoroquinolone": ("floxacin", 1986, "ID",
                        ["urinary tract infection", "community-acquired pneumonia",
                         "bacterial sinusitis", "bacterial conjunctivitis"],
                        ["tendon rupture", "nausea", "sun sensitivity"],
                        [TABLET, INJECTION, EYE_DROPS], [250, 500, 750]),
    "macrolide antibiotic": ("thromycin", 1952, "ID",
                             ["community-acquired pneumonia", "bacterial sinusitis",
                              "strep throat"],
                             ["diarrhea", "nausea", "irregular heartbeat"],
                             [TABLET, SUSPENSION], [250, 500]),
    "neuraminidase inhibitor": ("namivir", 1999, "FLU", ["influenza"],
                                ["nausea", "vomiting", "headache"], [CAPSULE, INHALER],
                                [75, 150]),
    "HCV protease inhibitor": ("previr", 2011, "HCV", ["hepatitis C"],
                               ["fatigue", "headache", "rash", "anemia"], [TABLET], [100, 150]),
    "TNF inhibitor": ("ximab", 1998, "RA",
                      ["rheumatoid arthritis", "Crohn's disease", "plaque psoriasis",
                       "ulcerative colitis"],
                      ["injection site reaction", "upper respiratory infection",
                       "tuberculosis reactivation"],
                      [PEN, INFUSION], [40, 100]),
    "PD-1 inhibitor": ("lizumab", 2014, "ONC",
                       ["melanoma", "non-small cell lung cancer", "renal cell carcinoma"],
                       ["fatigue", "rash", "colitis", "pneumonitis"], [INFUSION], [200, 240, 480]),
    "tyrosine kinase inhibitor": ("tinib", 2001, "ONC",
                                  ["chronic myeloid leukemia", "non-small cell lung cancer",
                                   "renal cell carcinoma"],
                                  ["diarrhea", "rash", "fatigue", "raised blood pressure"],
                                  [TABLET, CAPSULE], [100, 150, 400]),
    "triptan": ("triptan", 1991, "MIG", ["migraine", "cluster headache"],
                ["dizziness", "chest tightness", "tingling"], [TABLET, NASAL, INJECTION],
                [5, 10, 50]),
    "COX-2 inhibitor": ("coxib", 1998, "PAIN",
                        ["osteoarthritis", "rheumatoid arthritis", "acute pain"],
                        ["stomach ulcer", "heartburn", "fluid retention"], [CAPSULE, TABLET],
                        [100, 200]),
    "bisphosphonate": ("dronate", 1977, "BONE", ["osteoporosis", "Paget's disease of bone"],
                       ["heartburn", "bone pain", "osteonecrosis of the jaw"],
                       [TABLET, INFUSION], [35, 70, 150]),
    "inhaled corticosteroid": ("sonide", 1972, "AIR",
                               ["asthma", "chronic obstructive pulmonary disease",
                                "allergic rhinitis"],
                               ["oral thrush", "hoarseness", "sore throat"], [INHALER, NASAL],
                               []),
    "long-acting beta agonist": ("terol", 1990, "AIR",
                                 ["asthma", "chronic obstructive pulmonary disease"],
                                 ["tremor", "palpitations", "headache", "muscle cramps"],
                                 [INHALER], []),
    "antihistamine": ("tadine", 1981, "ALG",
                      ["allergic rhinitis", "chronic hives", "allergic conjunctivitis"],
                      ["drowsiness", "dry mouth", "headache"], [TABLET, SOLUTION, EYE_DROPS],
                      [5, 10, 180]),
    "opioid analgesic": ("morphone", 1955, "PAIN", ["chronic pain", "acute pain"],
                         ["constipation", "drowsiness", "dependence", "slowed breathing"],
                         [TABLET, ER_TABLET, PATCH, INJECTION], [5, 15, 30]),
}  # fmt: skip
COMBOS = [  # pairs of classes sold as fixed-dose combinations
    ("inhaled corticosteroid", "long-acting beta agonist"),
    ("angiotensin receptor blocker", "calcium channel blocker"),
    ("ACE inhibitor", "calcium channel blocker"),
    ("DPP-4 inhibitor", "SGLT2 inhibitor"),
    ("statin", "calcium channel blocker"),
]
CITIES = {  # city: its country
    "Boston": "United States", "Princeton": "United States", "San Diego": "United States",
    "Indianapolis": "United States", "Chicago": "United States",
    "Silver Spring": "United States", "Cambridge": "United Kingdom",
    "London": "United Kingdom", "Frankfurt": "Germany", "Darmstadt": "Germany",
    "Berlin": "Germany", "Munich": "Germany", "Basel": "Switzerland",
    "Geneva": "Switzerland", "Zurich": "Switzerland", "Bern": "Switzerland", "Lyon": "France",
    "Paris": "France", "Osaka": "Japan", "Tokyo": "Japan", "Mumbai": "India",
    "Hyderabad": "India", "New Delhi": "India", "Shanghai": "China", "Beijing": "China",
    "Seoul": "South Korea", "Cheongju": "South Korea", "Copenhagen": "Denmark",
    "Uppsala": "Sweden", "Stockholm": "Sweden", "Leiden": "Netherlands",
    "Amsterdam": "Netherlands", "Dublin": "Ireland", "Milan": "Italy", "Toronto": "Canada",
    "Montreal": "Canada", "Ottawa": "Canada", "Barcelona": "Spain", "Canberra": "Australia",
    "Melbourne": "Australia",
}  # fmt: skip
REGULATORS = {  # regulator: its city, its country ("" for the European Union's)
    FDA: ("Silver Spring", "United States"), EMA: ("Amsterdam", ""),
    MHRA: ("London", "United Kingdom"), PMDA: ("Tokyo", "Japan"),
    HEALTH_CANADA: ("Ottawa", "Canada"), SWISSMEDIC: ("Bern", "Switzerland"),
    CDSCO: ("New Delhi", "India"), NMPA: ("Beijing", "China"),
    MFDS: ("Cheongju", "South Korea"), TGA: ("Canberra", "Australia"),
}  # fmt: skip
EUROPEAN_UNION = {"Germany", "France", "Denmark", "Sweden", "Netherlands", "Ireland", "Italy",
                  "Spain"}  # fmt: skip
UNIVERSITIES = {  # university: its city
    "Charlesbank University": "Boston", "Lakeshore Institute of Technology": "Chicago",
    "Pacific Crest University": "San Diego", "Whitewater Medical College": "Indianapolis",
    "Fenland University": "Cambridge", "St Aldhelm's Medical School": "London",
    "Main Valley University": "Frankfurt", "Spree Medical University": "Berlin",
    "Isar Technical University": "Munich", "Basel Institute of Molecular Medicine": "Basel",
    "Limmat Polytechnic": "Zurich", "Rhone Valley University of Pharmacy": "Lyon",
    "Paris Institute of Therapeutic Chemistry": "Paris", "Naniwa University": "Osaka",
    "Musashino Institute of Pharmacology": "Tokyo",
    "Konkan Institute of Pharmaceutical Sciences": "Mumbai", "Golconda University": "Hyderabad",
    "Huangpu Medical University": "Shanghai", "Yanjing Institute of Materia Medica": "Beijing",
    "Hangang University": "Seoul", "Oresund University": "Copenhagen",
    "Fyris University": "Uppsala", "Rapenburg University": "Leiden",
    "Liffey College of Medicine": "Dublin", "Ambrosiana Medical University": "Milan",
    "Ontario Lakes University": "Toronto", "Mont-Royal Faculty of Pharmacy": "Montreal",
    "Catalan Institute of Biomedicine": "Barcelona",
}  # fmt: skip
MAKERS = {  # manufacturer: its head office city, founding year, protocol code, classes
    "Veridian Therapeutics": ("Boston", 1998, "VRT",
                              ["TNF inhibitor", "PD-1 inhibitor", "tyrosine kinase inhibitor"]),
    "Calloway & Brandt Laboratories": ("Indianapolis", 1876, "CBL",
                                       ["statin", "SSRI", "GLP-1 receptor agonist",
                                        "atypical antipsychotic", "DPP-4 inhibitor"]),
    "Pellucid Pharmaceuticals": ("Princeton", 1931, "PLP",
                                 ["beta blocker", "ACE inhibitor", "calcium channel blocker",
                                  "statin", "antihistamine"]),
    "Orrick Health": ("Chicago", 1888, "ORH",
                      ["macrolide antibiotic", "fluoroquinolone", "angiotensin receptor blocker",
                       "opioid analgesic"]),
    "Sandhaven Biosciences": ("San Diego", 2004, "SHB",
                              ["HCV protease inhibitor", "neuraminidase inhibitor",
                               "GLP-1 receptor agonist"]),
    "Kestrel Rowe": ("Cambridge", 1919, "KR",
                     ["inhaled corticosteroid", "long-acting beta agonist", "antihistamine",
                      "triptan"]),
    "Albion Therapeutics": ("London", 1952, "ALB",
                            ["proton pump inhibitor", "macrolide antibiotic", "benzodiazepine"]),
    "Rheinfeld Pharma": ("Frankfurt", 1863, "RHF",
                         ["ACE inhibitor", "angiotensin receptor blocker", "factor Xa inhibitor",
                          "bisphosphonate"]),
    "Darmwerk Chemie": ("Darmstadt", 1858, "DWC",
                        ["beta blocker", "inhaled corticosteroid", "SNRI", "opioid analgesic"]),
    "Basilea Helix": ("Basel", 1896, "BHX",
                      ["tyrosine kinase inhibitor", "PD-1 inhibitor", "TNF inhibitor", "SSRI"]),
    "Lemanis Laboratoires": ("Geneva", 1947, "LML",
                             ["triptan", "COX-2 inhibitor", "benzodiazepine"]),
    "Laboratoires Vireaux": ("Lyon", 1921, "LVX",
                             ["macrolide antibiotic", "fluoroquinolone", "neuraminidase inhibitor",
                              "antihistamine"]),
    "Hoshimura Pharmaceutical": ("Osaka", 1878, "HSM",
                                 ["statin", "angiotensin receptor blocker",
                                  "proton pump inhibitor", "DPP-4 inhibitor"]),
    "Tenkai Seiyaku": ("Tokyo", 1915, "TKS",
                       ["SGLT2 inhibitor", "calcium channel blocker", "atypical antipsychotic",
                        "factor Xa inhibitor"]),
    "Indravati Remedies": ("Mumbai", 1935, "IVR",
                           ["proton pump inhibitor", "fluoroquinolone", "statin",
                            "angiotensin receptor blocker"]),
    "Deccan Lifesciences": ("Hyderabad", 1984, "DLS",
                            ["HCV protease inhibitor", "DPP-4 inhibitor",
                             "calcium channel blocker", "antihistamine"]),
    "Huaxin Pharmaceutical Group": ("Shanghai", 1993, "HXP",
                                    ["tyrosine kinase inhibitor", "proton pump inhibitor",
                                     "calcium channel blocker", "fluoroquinolone"]),
    "Jinling Biotech": ("Beijing", 2001, "JLB",
                        ["PD-1 inhibitor", "GLP-1 receptor agonist", "SGLT2 inhibitor"]),
    "Seorin Bio": ("Seoul", 2002, "SRB", ["TNF inhibitor", "DPP-4 inhibitor", "PD-1 inhibitor"]),
    "Ostervik Pharma": ("Copenhagen", 1923, "OVP",
                        ["GLP-1 receptor agonist", "SGLT2 inhibitor", "atypical antipsychotic"]),
    "Upsalix Medical": ("Uppsala", 1913, "UPX",
                        ["proton pump inhibitor", "inhaled corticosteroid", "beta blocker",
                         "long-acting beta agonist"]),
    "Brabant Pharmaceutica": ("Leiden", 1962, "BRP", ["antihistamine", "triptan", "SNRI"]),
    "Liffey Therapeutics": ("Dublin", 1989, "LFT",
                            ["COX-2 inhibitor", "factor Xa inhibitor", "bisphosphonate"]),
    "Farmaceutici Lombardi": ("Milan", 1908, "FLM",
                              ["macrolide antibiotic", "beta blocker", "benzodiazepine",
                               "COX-2 inhibitor", "opioid analgesic"]),
    "Maplestone Pharma": ("Toronto", 1957, "MSP",
                          ["SNRI", "SSRI", "atypical antipsychotic", "bisphosphonate"]),
    "Laboratorios Serrat": ("Barcelona", 1939, "LSR",
                            ["ACE inhibitor", "angiotensin receptor blocker", "antihistamine",
                             "triptan"]),
}  # fmt: skip
ONSETS = ["Zol", "Trev", "Vex", "Cal", "Lum", "Nor", "Quin", "Ryl", "Sev", "Tav", "Bel", "Dor",
          "Fen", "Hal", "Kor", "Mir", "Ost", "Pral", "Sol", "Ver", "Xan", "Yor", "Ael", "Crel",
          "Ev", "Gal", "Iv", "Jav", "Lex", "Nex", "Ob", "Pal", "Rav", "Syn", "Tor", "Ul", "Vol",
          "Zen", "Aur", "Brix"]  # fmt: skip
LINKS = ["a", "i", "o", "e", ""]
ENDINGS = ["rex", "vanza", "myd", "tra", "lix", "zor", "nel", "quil", "dara", "fen", "vio",
           "sta", "lyn", "cor", "max", "tane", "pex", "zia", "vant", "dex", "rin", "vel",
           "mora", "cept"]  # fmt: skip
PREFIXES = ["trelo", "zeno", "ami", "belo", "cari", "dexa", "elo", "fira", "gala", "hexo",
            "iso", "lato", "meso", "nava", "ora", "peri", "quina", "rala", "savo", "tolu",
            "ulo", "vela", "xano", "yari", "zeni", "abe", "bra", "cele", "dara", "ema", "fero",
            "ivo", "keto", "luma", "mira", "nevo", "opa", "pexa", "rivo", "sema", "tazo",
            "vori", "lefa", "moxa", "dolu"]  # fmt: skip
PHASES = {"Phase I": 1, "Phase II": 3, "Phase III": 4, "Phase IV": 2}
ACRONYMS = ["APEX", "BEACON", "CASCADE", "DAYBREAK", "ECLIPSE", "FRONTIER", "GALLEON",
            "HARBOR", "IMPULSE", "KESTREL", "LANTERN", "MERIDIAN", "NORTHSTAR", "ORBIT",
            "PINNACLE", "QUARTZ", "RADIANT", "SUMMIT", "TANDEM", "UPLIFT", "VANGUARD",
            "WAYPOINT", "ZENITH", "ASCENT", "BRIDGE", "COMPASS", "EMBER", "FALCON", "GRANITE",
            "HORIZON", "INSIGHT", "JUNIPER", "KEYSTONE", "LODESTAR", "MOSAIC", "NAVIGATE",
            "PRISM", "RESOLVE", "SENTINEL", "TRELLIS", "UNITY", "VERTEX", "WILLOW"]  # fmt: skip
POOL = {  # nationality: its name pool
    "United States": "en", "United Kingdom": "en", "Canada": "en", "Ireland": "en",
    "Australia": "en", "Germany": "de", "Switzerland": "de", "France": "fr", "Japan": "jp",
    "India": "in", "China": "cn", "South Korea": "kr", "Denmark": "nord", "Sweden": "nord",
    "Netherlands": "nl", "Italy": "it", "Spain": "es",
}  # fmt: skip
NAMES = {  # name pool: first names, last names
    "en": (["Margaret", "Thomas", "Eleanor", "Richard", "Susan", "Howard", "Catherine",
            "Gordon", "Patricia", "Walter", "Deborah", "Kenneth", "Alison", "Bernard"],
           ["Whitfield", "Ashworth", "Corrigan", "Lindqvist", "Halloran", "Pemberton",
            "McAllister", "Radcliffe", "Thornbury", "Okafor", "Delaney", "Fairbanks",
            "Gallagher", "Winslow"]),
    "de": (["Hans", "Ursula", "Friedrich", "Gisela", "Wolfgang", "Renate", "Dieter",
            "Brigitte", "Helmut", "Sabine", "Rolf", "Monika"],
           ["Hartmann", "Zimmermann", "Kessler", "Brunner", "Eichhorn", "Vogel", "Sauer",
            "Meier", "Frei", "Kaufmann", "Roth", "Stucki"]),
    "fr": (["Jean-Luc", "Martine", "Philippe", "Isabelle", "Bernard", "Sylvie", "Alain",
            "Nathalie", "Olivier", "Chantal", "Pascal", "Veronique"],
           ["Marchand", "Dufresne", "Lefebvre", "Girard", "Rousseau", "Perrin", "Morel",
            "Chevalier", "Fournier", "Lambert", "Garnier", "Faure"]),
    "jp": (["Haruki", "Yoko", "Takeshi", "Keiko", "Noboru", "Michiko", "Tadashi", "Emiko",
            "Shigeru", "Naomi", "Isamu", "Sachiko"],
           ["Fujimoto", "Hayashi", "Ishikawa", "Kimura", "Mori", "Nishida", "Ogawa", "Saito",
            "Shimizu", "Takeda", "Ueno", "Yamaguchi"]),
    "in": (["Venkat", "Lakshmi", "Prakash", "Anjali", "Mohan", "Sunita", "Ramesh", "Kavita",
            "Gopal", "Shalini", "Anand", "Padma"],
           ["Krishnan", "Banerjee", "Mehta", "Subramanian", "Gupta", "Verma", "Chandra",
            "Bose", "Agarwal", "Naidu", "Trivedi", "Hegde"]),
    "cn": (["Jianhua", "Xiaoling", "Guoqiang", "Meilin", "Zhiwei", "Hongmei", "Weidong",
            "Yuqing", "Jiayi", "Haitao", "Lihua", "Dongmei"],
           ["Zhang", "Wang", "Liu", "Chen", "Yang", "Huang", "Zhou", "Xu", "Sun", "Guo", "He",
            "Lin"]),
    "kr": (["Min-ho", "Ji-young", "Seung-hoon", "Eun-ji", "Dae-sung", "Hye-jin", "Jong-woo",
            "Soo-yeon", "Byung-chul", "Mi-kyung"],
           ["Kim", "Lee", "Park", "Choi", "Jeong", "Kang", "Yoon", "Oh", "Seo", "Hwang"]),
    "nord": (["Henrik", "Birgitta", "Mogens", "Karin", "Gunnar", "Lena", "Poul", "Marianne",
              "Sten", "Ulla", "Torben", "Inger"],
             ["Rasmussen", "Lindberg", "Sorensen", "Holm", "Bergstrom", "Madsen", "Nyberg",
              "Thomsen", "Ekstrom", "Jakobsen", "Sjoberg", "Kjaer"]),
    "nl": (["Hendrik", "Anneke", "Cornelis", "Marijke", "Gerrit", "Ingrid", "Jeroen",
            "Femke", "Bram", "Wilma"],
           ["van Dijk", "de Graaf", "Hoekstra", "Brouwer", "van Leeuwen", "Kuipers",
            "Dekker", "Verhoeven", "Postma", "Schouten"]),
    "it": (["Giuseppe", "Lucia", "Marco", "Francesca", "Alberto", "Chiara", "Roberto",
            "Giovanna", "Stefano", "Paola"],
           ["Rossi", "Bianchi", "Colombo", "Ferrari", "Ricci", "Marino", "Greco", "Bruno",
            "Conti", "Galli"]),
    "es": (["Jordi", "Montserrat", "Javier", "Carmen", "Xavier", "Nuria", "Alfonso", "Pilar",
            "Enric", "Rosa"],
           ["Puig", "Soler", "Ferrer", "Vidal", "Serra", "Navarro", "Roca", "Castells",
            "Molina", "Ortega"]),
}  # fmt: skip

PHARMA = Wordings(
    one_hop={
        (MAKER, True): ("who makes {x} ?", "which company manufactures {x} ?",
                        "{x} is produced by which pharmaceutical company ?",
                        "who is the manufacturer of {x} ?"),
        (MAKER, False): ("which drugs does {x} make ?", "list the products of {x} ?",
                         "what medicines are manufactured by {x} ?", "name a drug made by {x} ?"),
        (INGREDIENT, True): ("what is the active ingredient of {x} ?", "what is in {x} ?",
                             "what is the generic name of {x} ?",
                             "which compound does {x} contain ?"),
        (INGREDIENT, False): ("which brands contain {x} ?", "what is {x} sold as ?",
                              "give me a brand name for {x} ?",
                              "which medicines have {x} as their active ingredient ?"),
        (CLASS, True): ("what class of drug is {x} ?", "what kind of medication is {x} ?",
                        "{x} belongs to which drug class ?"),
        (CLASS, False): ("name a {x} ?", "which compounds are {x}s ?", "list the {x}s ?",
                         "what molecules belong to the {x} class ?"),
        (TREATS, True): ("what does {x} treat ?", "what is {x} prescribed for ?",
                         "what is {x} used for ?", "which conditions is {x} indicated for ?"),
        (TREATS, False): ("which drugs treat {x} ?", "what can i take for {x} ?",
                          "name a medication for {x} ?", "what is prescribed for {x} ?"),
        (YEAR, True): ("when was {x} approved ?", "what year was {x} first approved ?",
                       "in which year did {x} get approval ?"),
        (YEAR, False): ("which drugs were approved in {x} ?",
                        "what medicines got approval in {x} ?",
                        "name a drug first approved in {x} ?"),
        (APPROVED_BY, True): ("which agency approved {x} ?", "who approved {x} ?",
                              "which regulators have cleared {x} ?",
                              "by which authority was {x} authorised ?"),
        (APPROVED_BY, False): ("which drugs has {x} approved ?",
                               "list medicines authorised by {x} ?",
                               "name a drug cleared by {x} ?"),
        (HQ, True): ("where is {x} headquartered ?", "where is {x} based ?",
                     "which city is {x}'s head office in ?"),
        (HQ, False): ("which pharmaceutical companies are headquartered in {x} ?",
                      "what drugmakers are based in {x} ?",
                      "name a company with its head office in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "in what year did {x} start ?"),
        (FOUNDED, False): ("which companies were founded in {x} ?",
                           "what drugmaker was established in {x} ?"),
        (LOCATED, True): ("where is {x} located ?", "which city is {x} in ?",
                          "in what city can {x} be found ?"),
        (LOCATED, False): ("what is located in {x} ?",
                           "which universities or agencies are in {x} ?",
                           "name an institution in {x} ?"),
        (COUNTRY, True): ("which country is {x} in ?", "{x} is in what country ?",
                          "what country does {x} belong to ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?",
                           "list places in {x} ?"),
        (SIDE_EFFECT, True): ("what are the side effects of {x} ?",
                              "what adverse effects does {x} have ?",
                              "what side effects can {x} cause ?",
                              "what are the risks of taking {x} ?"),
        (SIDE_EFFECT, False): ("which drugs cause {x} ?",
                               "what medications list {x} as a side effect ?",
                               "which medicines can give you {x} ?"),
        (FORM, True): ("what form does {x} come in ?", "what is the dosage form of {x} ?",
                       "in what form is {x} given ?"),
        (FORM, False): ("which drugs come in {x} form ?", "name a medicine available as {x} ?"),
        (DOSE, True): ("what is the dose of {x} ?", "how many mg is {x} ?",
                       "what strength does {x} come in ?"),
        (DOSE, False): ("which drugs come in a {x} mg dose ?",
                        "what medicine is dosed at {x} mg ?"),
        (SPONSORED, True): ("who sponsored trial {x} ?", "what company sponsors trial {x} ?",
                            "which organisation is behind the {x} trial ?",
                            "who ran the {x} study ?"),
        (SPONSORED, False): ("which trials has {x} sponsored ?",
                             "what clinical studies does {x} fund ?",
                             "name a trial run by {x} ?"),
        (TESTS, True): ("which drug was tested in {x} ?",
                        "what medicine does the {x} trial study ?",
                        "what was trial {x} testing ?"),
        (TESTS, False): ("which trials tested {x} ?", "what clinical trials has {x} been in ?",
                         "name a study of {x} ?"),
        (PHASE, True): ("what phase is trial {x} ?", "which phase is the {x} study in ?",
                        "what stage is the {x} trial at ?"),
        (PHASE, False): ("which trials are {x} ?", "name a {x} trial ?", "list {x} studies ?"),
        (STUDIES, True): ("which condition does trial {x} study ?",
                          "what disease is the {x} trial about ?",
                          "what is {x} investigating ?"),
        (STUDIES, False): ("which trials study {x} ?",
                           "are there any clinical trials for {x} ?",
                           "what studies are looking at {x} ?"),
        (DISCOVERED, True): ("who discovered {x} ?", "who first synthesized {x} ?",
                             "which scientist found {x} ?", "who invented {x} ?"),
        (DISCOVERED, False): ("what did {x} discover ?",
                              "which compounds were discovered by {x} ?",
                              "what molecules is {x} credited with ?"),
        (WORKS_AT, True): ("where does {x} work ?", "who employs {x} ?",
                           "what is {x}'s institution ?"),
        (WORKS_AT, False): ("who works at {x} ?", "which scientists are at {x} ?",
                            "name a researcher employed by {x} ?"),
        (NATIONALITY, True): ("what nationality is {x} ?", "where is {x} from ?",
                              "which country is {x} a citizen of ?"),
        (NATIONALITY, False): ("which scientists are from {x} ?", "name a researcher from {x} ?"),
    },
    two_hop={
        ((MAKER, True), (HQ, True)): (
            "where is the maker of {x} based ?",
            "in which city is the company that makes {x} headquartered ?"),
        ((INGREDIENT, True), (CLASS, True)): (
            "what drug class is {x} in ?", "which class of medicine does {x} belong to ?",
            "what type of drug is {x} ?"),
        ((INGREDIENT, True), (DISCOVERED, True)): (
            "who discovered the active ingredient of {x} ?",
            "who invented the compound in {x} ?"),
        ((DISCOVERED, True), (WORKS_AT, True)): (
            "where does the discoverer of {x} work ?",
            "at which institution is the scientist who found {x} ?"),
        ((CLASS, False), (INGREDIENT, False)): (
            "which brands are {x}s ?", "name a {x} on the market ?",
            "which drugs are in the {x} class ?"),
        ((TREATS, False), (MAKER, True)): (
            "which companies make drugs for {x} ?", "who manufactures treatments for {x} ?"),
        ((MAKER, False), (TREATS, True)): (
            "what conditions do {x}'s drugs treat ?",
            "which diseases does {x} make medicines for ?"),
        ((TESTS, True), (MAKER, True)): (
            "who makes the drug tested in {x} ?",
            "which company manufactures the medicine studied in trial {x} ?"),
        ((TESTS, True), (INGREDIENT, True)): (
            "what compound was tested in trial {x} ?",
            "what is the active ingredient of the drug in the {x} study ?"),
        ((HQ, True), (COUNTRY, True)): (
            "in which country is {x} headquartered ?", "what country is {x} from ?"),
        ((LOCATED, True), (COUNTRY, True)): (
            "in which country is {x} located ?", "what country is {x} in ?"),
        ((DISCOVERED, True), (NATIONALITY, True)): (
            "what nationality is the discoverer of {x} ?",
            "which country does the scientist who discovered {x} come from ?"),
        ((WORKS_AT, False), (DISCOVERED, False)): (
            "which compounds were discovered at {x} ?",
            "what molecules came out of {x}'s labs ?"),
        ((SIDE_EFFECT, False), (MAKER, True)): (
            "which companies make drugs that cause {x} ?",
            "who produces medicines with {x} as a side effect ?"),
        ((APPROVED_BY, False), (TREATS, True)): (
            "what conditions are treated by drugs approved by {x} ?",
            "which diseases has {x} approved medicines for ?"),
        ((SPONSORED, False), (TESTS, True)): (
            "which drugs has {x} tested in trials ?",
            "what medicines did {x}'s clinical trials study ?"),
        ((TREATS, False), (INGREDIENT, True)): (
            "which active ingredients are used for {x} ?", "what compounds treat {x} ?"),
        ((COUNTRY, False), (HQ, False)): (
            "which pharmaceutical companies are based in {x} ?", "name a drugmaker from {x} ?"),
    },
    two_anchor=(
        ((MAKER, False), (TREATS, False),
         ("which {x} drug treats {y} ?", "what does {x} make for {y} ?")),
        ((TREATS, False), (FORM, False),
         ("which {y} is used for {x} ?", "name a drug for {x} that comes as {y} ?")),
        ((APPROVED_BY, False), (YEAR, False),
         ("which drugs did {x} approve in {y} ?", "what did {x} authorise in {y} ?")),
        ((SPONSORED, False), (PHASE, False),
         ("which {y} trials has {x} sponsored ?", "name a {y} study run by {x} ?")),
        ((WORKS_AT, False), (NATIONALITY, False),
         ("which scientists at {x} are from {y} ?", "who works at {x} and is a citizen of {y} ?")),
        ((SIDE_EFFECT, False), (TREATS, False),
         ("which drug for {y} causes {x} ?", "what medicine for {y} can give you {x} ?")),
        ((TESTS, False), (STUDIES, False),
         ("which trial of {x} studied {y} ?", "what study tested {x} in {y} ?")),
        ((CLASS, False), (DISCOVERED, False),
         ("which {x} did {y} discover ?", "what {x} was found by {y} ?")),
    ),
)  # fmt: skip


def _country(institution: str) -> str:
    """The country a university or a manufacturer is in."""
    if institution in UNIVERSITIES:
        return CITIES[UNIVERSITIES[institution]]
    return CITIES[MAKERS[institution][0]]


def _home_regulator(country: str) -> str | None:
    """The regulator that first approves a drug made in `country`, if any."""
    if country in EUROPEAN_UNION:
        return EMA
    return next((r for r, (_, c) in REGULATORS.items() if c == country), None)


def pharma_kg(seed: int = 1) -> MadeUpKG:
    """A made-up drug market: 40 cities in 17 countries, 10 regulators, 28 universities, 26
    manufacturers, 28 drug classes, about 105 drugs, 60 ingredients, 55 scientists and 80
    clinical trials."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    facts += [(city, COUNTRY, country) for city, country in CITIES.items()]
    for regulator, (city, country) in REGULATORS.items():
        facts.append((regulator, LOCATED, city))
        if country:
            facts.append((regulator, COUNTRY, country))
    facts += [(university, LOCATED, city) for university, city in UNIVERSITIES.items()]
    for maker, (city, founded, _, _) in MAKERS.items():
        facts += [(maker, HQ, city), (maker, FOUNDED, str(founded))]

    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}
    drawn: set[str] = set()
    nationalities = sorted(POOL)
    staff: dict[str, list[str]] = {}  # institution: its scientists
    scientists: list[str] = []
    universities = sorted(UNIVERSITIES)

    def scientist(institution: str) -> str:
        """A scientist of `institution`, often one already there, else a new one."""
        there = staff.setdefault(institution, [])
        if there and rng.random() < 0.55:
            return rng.choice(there)
        home = _country(institution)
        citizen = home if home in POOL and rng.random() < 0.8 else rng.choice(nationalities)
        name = drawers[POOL[citizen]]()
        while name in drawn:
            name = drawers[POOL[citizen]]()
        drawn.add(name)
        scientists.append(name)
        there.append(name)
        facts.extend([(name, NATIONALITY, citizen), (name, WORKS_AT, institution)])
        if rng.random() < 0.1:
            other = rng.choice([u for u in universities if u != institution])
            facts.append((name, WORKS_AT, other))
            staff.setdefault(other, []).append(name)
        return name

    ingredients: dict[str, tuple[str, int]] = {}  # ingredient: its class, its first year
    used_prefixes: dict[str, set[str]] = {}

    def new_ingredient(kind: str, maker: str, year: int) -> str:
        """A new ingredient of class `kind`, first marketed by `maker` in `year`."""
        stem = CLASSES[kind][0]
        free = [p for p in PREFIXES if p not in used_prefixes.setdefault(kind, set())]
        prefix = rng.choice(free)
        used_prefixes[kind].add(prefix)
        name = f"{prefix}{stem}"
        ingredients[name] = (kind, year)
        facts.append((name, CLASS, kind))
        country = _country(maker)
        if rng.random() < 0.45:
            where = maker
        else:
            local = [u for u in universities if _country(u) == country]
            where = rng.choice(local if local and rng.random() < 0.7 else universities)
        found = [scientist(where)]
        if rng.random() < 0.25:
            found.append(scientist(where))
        facts.extend((name, DISCOVERED, s) for s in dict.fromkeys(found))
        return name

    brands: set[str] = set()

    def brand_name() -> str:
        """A brand name not drawn before."""
        name = f"{rng.choice(ONSETS)}{rng.choice(LINKS)}{rng.choice(ENDINGS)}"
        while name in brands:
            name = f"{rng.choice(ONSETS)}{rng.choice(LINKS)}{rng.choice(ENDINGS)}"
        brands.add(name)
        return name

    regulators = sorted(REGULATORS)
    drugs: dict[str, tuple[str, list[str], list[str]]] = {}  # drug: maker, classes, conditions
    for maker, (_, founded, _, classes) in MAKERS.items():
        country = _country(maker)
        combos = [c for c in COMBOS if c[0] in classes and c[1] in classes]
        for _ in range(rng.randint(2, 6)):
            roll = rng.random()
            theirs = [i for i, (k, y) in ingredients.items() if k in classes and y < 2018]
            if combos and roll < 0.3:
                kinds = list(rng.choice(combos))
                parts = []
                for kind in kinds:
                    existing = [i for i, (k, _) in ingredients.items() if k == kind]
                    if existing and rng.random() < 0.7:
                        parts.append(rng.choice(existing))
                    else:
                        start = max(CLASSES[kind][1], founded + 1)
                        parts.append(new_ingredient(kind, maker, rng.randint(start, 2024)))
                earliest = max([founded + 1] + [ingredients[p][1] for p in parts])
                year = rng.randint(earliest, min(2024, earliest + 12))
            elif theirs and roll < 0.5:
                parts = [rng.choice(theirs)]
                kinds = [ingredients[parts[0]][0]]
                first = max(ingredients[parts[0]][1] + 3, founded + 1)
                year = rng.randint(first, max(first, min(2024, first + 17)))
            else:
                kinds = [rng.choice(classes)]
                start = max(CLASSES[kinds[0]][1], founded + 1)
                year = rng.randint(start, 2024)
                parts = [new_ingredient(kinds[0], maker, year)]
            drug = brand_name()
            facts += [(drug, MAKER, maker), (drug, YEAR, str(year))]
            facts += [(drug, INGREDIENT, p) for p in parts]
            treatable = sorted({c for k in kinds for c in CLASSES[k][3]})
            conditions = rng.sample(treatable, min(len(treatable), rng.choice([1, 1, 2, 2, 3])))
            facts += [(drug, TREATS, c) for c in conditions]
            effects = sorted({e for k in kinds for e in CLASSES[k][4]})
            count = min(len(effects), rng.choice([1, 2, 2, 3]))
            facts += [(drug, SIDE_EFFECT, e) for e in rng.sample(effects, count)]
            forms = CLASSES[kinds[0]][5]
            if len(kinds) > 1:
                forms = [f for f in forms if f in CLASSES[kinds[1]][5]] or forms
            facts.append((drug, FORM, rng.choice(forms)))
            doses = CLASSES[kinds[0]][6]
            if len(kinds) == 1 and doses:
                facts.append((drug, DOSE, str(rng.choice(doses))))
            home = _home_regulator(country)
            approvers = [home] if home and rng.random() < 0.9 else []
            if FDA not in approvers and rng.random() < 0.55:
                approvers.append(FDA)
            if not approvers or rng.random() < 0.3:
                approvers.append(rng.choice([r for r in regulators if r not in approvers]))
            facts += [(drug, APPROVED_BY, r) for r in approvers]
            drugs[drug] = (maker, kinds, conditions)

    trials: set[str] = set()

    def trial_name(maker: str, kinds: list[str], phase: str) -> str:
        """An acronym with a tag of the drug's area, or a protocol code of its maker."""
        for _ in range(200):
            if rng.random() < 0.55:
                name = f"{rng.choice(ACRONYMS)}-{CLASSES[kinds[0]][2]}"
            else:
                digit = list(PHASES).index(phase) + 1
                name = f"{MAKERS[maker][2]}-{rng.randint(100, 999)}-{digit}0{rng.randint(1, 9)}"
            if name not in trials:
                trials.add(name)
                return name
        raise ValueError("no trial name left")

    phases, weights = list(PHASES), list(PHASES.values())
    for drug, (maker, kinds, conditions) in drugs.items():
        for _ in range(rng.choices([0, 1, 2], [0.4, 0.42, 0.18])[0]):
            phase = rng.choices(phases, weights)[0]
            trial = trial_name(maker, kinds, phase)
            if rng.random() < 0.85:
                sponsor = maker
            else:
                local = [u for u in universities if _country(u) == _country(maker)]
                sponsor = rng.choice(local if local and rng.random() < 0.6 else universities)
            treatable = sorted({c for k in kinds for c in CLASSES[k][3]})
            condition = rng.choice(conditions if rng.random() < 0.75 else treatable)
            facts += [(trial, SPONSORED, sponsor), (trial, TESTS, drug), (trial, PHASE, phase),
                      (trial, STUDIES, condition)]  # fmt: skip

    countries = set(CITIES.values()) | set(POOL)
    conditions_all = {c for spec in CLASSES.values() for c in spec[3]}
    effects_all = {e for spec in CLASSES.values() for e in spec[4]}
    forms_all = {f for spec in CLASSES.values() for f in spec[5]}
    named = [set(CITIES), countries, set(REGULATORS), set(UNIVERSITIES), set(MAKERS),
             set(CLASSES), set(drugs), set(ingredients), set(scientists), trials, set(PHASES),
             conditions_all, effects_all, forms_all]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    return MadeUpKG.of(list(dict.fromkeys(facts)), {r: f"{r}{INVERSE}" for r in TWINNED})


RECIPE = KGRecipe("pharma", pharma_kg, PHARMA)
