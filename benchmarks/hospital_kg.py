"""A hospital KG of our own, made up for an unseen-KG check (2026-11-26; tuned on since):
patients, doctors, wards, hospitals, specialties, conditions, drugs, manufacturers,
clinical trials, cities, years and bed counts. Relation names in snake_case, each stored
once, no types file.

Patients and doctors are drawn from one pool of first and last names (distinct people).
Wards are named after physicians and nurses ("Lister Ward"); trials are NCT codes; drugs
and their makers are made up. `specialises_in` is said of doctors and of wards alike (a
polymorphic relation, as real graphs have). Wordings were written before any run.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

FIRST = ["Amira", "Bruno", "Carmen", "Daniel", "Elena", "Farid", "Grace", "Hugo", "Ingrid",
         "Jonas", "Keiko", "Lucas", "Maya", "Nikolai", "Olivia", "Pavel", "Rosa", "Samuel",
         "Tara", "Viktor", "Wendy", "Yusuf", "Zara", "Marta"]  # fmt: skip
LAST = ["Abbott", "Bergstrom", "Chandra", "Dubois", "Esposito", "Fischer", "Gupta",
        "Hoffmann", "Ibrahim", "Jansen", "Kovacs", "Larsen", "Mendes", "Nowak", "Oduya",
        "Petrov", "Quinn", "Rossi", "Sato", "Tanaka", "Uddin", "Vidal", "Weber",
        "Young"]  # fmt: skip
CITIES = ["Leeds", "Utrecht", "Porto", "Graz", "Aarhus", "Lyon", "Bologna", "Tampere",
          "Basel", "Boston"]  # fmt: skip
HOSPITAL_CITIES = CITIES[:8]
HOSPITALS = ["Northfield General Hospital", "Saint Agnes Medical Centre",
             "Riverside University Hospital", "Queen Mary Infirmary",
             "Elmwood Community Hospital", "Harborview Clinic", "Mount Carmel Hospital",
             "Westgate Children's Hospital", "Lakeside Regional Hospital",
             "Hillcrest Teaching Hospital"]  # fmt: skip
WARD_NAMES = ["Nightingale", "Lister", "Fleming", "Jenner", "Seacole", "Cavell", "Harvey",
              "Hunter", "Osler", "Pasteur", "Curie", "Snow", "Addison", "Bright", "Hodgkin",
              "Barnard", "Salk", "Sabin", "Koch", "Semmelweis", "Laennec", "Withering",
              "Sydenham", "Garrod", "Banting", "Florey", "Blackwell", "Anderson", "Macleod",
              "Harken"]  # fmt: skip
SPECIALTIES = ["Cardiology", "Oncology", "Neurology", "Paediatrics", "Orthopaedics",
               "Endocrinology", "Pulmonology", "Gastroenterology", "Nephrology",
               "Rheumatology", "Dermatology", "Haematology"]  # fmt: skip
CONDITIONS = {  # condition: the specialty managing it
    "Atrial Fibrillation": "Cardiology", "Heart Failure": "Cardiology",
    "Hypertension": "Cardiology", "Breast Cancer": "Oncology", "Lung Cancer": "Oncology",
    "Leukaemia": "Haematology", "Anaemia": "Haematology", "Migraine": "Neurology",
    "Epilepsy": "Neurology", "Multiple Sclerosis": "Neurology",
    "Type 2 Diabetes": "Endocrinology", "Hypothyroidism": "Endocrinology",
    "Asthma": "Pulmonology", "COPD": "Pulmonology", "Pneumonia": "Pulmonology",
    "Crohn's Disease": "Gastroenterology", "Coeliac Disease": "Gastroenterology",
    "Chronic Kidney Disease": "Nephrology", "Rheumatoid Arthritis": "Rheumatology",
    "Osteoarthritis": "Orthopaedics", "Hip Fracture": "Orthopaedics",
    "Psoriasis": "Dermatology", "Eczema": "Dermatology", "Bronchiolitis": "Paediatrics",
}  # fmt: skip
MANUFACTURERS = {  # manufacturer: where it is headquartered
    "Halvorsen Pharma": "Basel", "Meridian Biologics": "Boston",
    "Castell Therapeutics": "Lyon", "Novaro Labs": "Basel",
    "Brightwater Pharmaceuticals": "Boston", "Kestrel Life Sciences": "Utrecht",
    "Sundqvist Medical": "Aarhus",
}  # fmt: skip
DRUG_START = ["Zor", "Car", "Neu", "Val", "Pex", "Tam", "Lum", "Bri", "Dex", "Fen", "Ory",
              "Sel", "Ket", "Mir", "Qua"]  # fmt: skip
DRUG_END = ["avex", "iprel", "olin", "amab", "tinib", "ozide", "afen", "umast", "ivir",
            "etrol"]  # fmt: skip

HOSPITAL = Wordings(
    one_hop={
        ("located_in", True): ("where is {x} ?", "which city is {x} located in ?",
                               "in what city is {x} ?"),
        ("located_in", False): ("which hospitals are in {x} ?", "name a hospital in {x} ?"),
        ("part_of", True): ("which hospital is {x} in ?", "{x} belongs to which hospital ?"),
        ("part_of", False): ("which wards does {x} have ?", "name a ward of {x} ?"),
        ("works_at", True): ("where does {x} work ?", "which hospital does {x} work at ?"),
        ("works_at", False): ("which doctors work at {x} ?", "who works at {x} ?"),
        ("specialises_in", True): ("what does {x} specialise in ?",
                                   "what is the specialty of {x} ?"),
        ("specialises_in", False): ("which doctors specialise in {x} ?",
                                    "who specialises in {x} ?"),
        ("admitted_to", True): ("which ward is {x} in ?", "where was {x} admitted ?",
                                "what ward was {x} admitted to ?"),
        ("admitted_to", False): ("which patients are on {x} ?", "who was admitted to {x} ?"),
        ("treated_by", True): ("who treated {x} ?", "which doctor is treating {x} ?",
                               "who is the doctor of {x} ?"),
        ("treated_by", False): ("which patients does {x} treat ?",
                                "who are the patients of {x} ?"),
        ("diagnosed_with", True): ("what was {x} diagnosed with ?",
                                   "what condition does {x} have ?",
                                   "what is {x} suffering from ?"),
        ("diagnosed_with", False): ("which patients have {x} ?", "who was diagnosed with {x} ?"),
        ("prescribed", True): ("what drug was {x} prescribed ?",
                               "which medication does {x} take ?"),
        ("prescribed", False): ("who was prescribed {x} ?", "which patients take {x} ?"),
        ("manufactured_by", True): ("who makes {x} ?", "which company manufactures {x} ?",
                                    "who is the manufacturer of {x} ?"),
        ("manufactured_by", False): ("which drugs does {x} make ?",
                                     "name a drug made by {x} ?"),
        ("treats", True): ("what does {x} treat ?", "which condition is {x} used for ?"),
        ("treats", False): ("which drugs treat {x} ?", "what medication is used for {x} ?"),
        ("headquartered_in", True): ("where is {x} headquartered ?",
                                     "in which city is {x} based ?"),
        ("sponsored_by", True): ("who sponsors {x} ?", "which company is funding {x} ?"),
        ("sponsored_by", False): ("which trials does {x} sponsor ?",),
        ("led_by", True): ("who leads {x} ?", "who is the principal investigator of {x} ?"),
        ("led_by", False): ("which trials does {x} lead ?", "name a trial led by {x} ?"),
        ("studies", True): ("what condition does {x} study ?",
                            "which disease is {x} investigating ?"),
        ("studies", False): ("which trials study {x} ?", "name a clinical trial on {x} ?"),
        ("enrolled_in", True): ("which trial is {x} enrolled in ?",
                                "what study is {x} taking part in ?"),
        ("enrolled_in", False): ("who is enrolled in {x} ?",
                                 "which patients take part in {x} ?"),
        ("lives_in", True): ("where does {x} live ?", "which city does {x} live in ?"),
        ("birth_year", True): ("when was {x} born ?", "what year was {x} born ?"),
        ("bed_count", True): ("how many beds does {x} have ?",
                              "what is the bed count of {x} ?"),
        ("medical_specialty", True): ("which specialty deals with {x} ?",
                                      "what field of medicine covers {x} ?"),
        ("start_year", True): ("when did {x} start ?", "what year did {x} begin ?"),
    },
    two_hop={
        (("treated_by", True), ("works_at", True)): (
            "where does the doctor of {x} work ?",
            "which hospital does the doctor treating {x} work at ?"),
        (("admitted_to", True), ("part_of", True)): (
            "which hospital was {x} admitted to ?",),
        (("part_of", True), ("located_in", True)): (
            "which city is {x} in ?", "in which city is the hospital of {x} ?"),
        (("prescribed", True), ("manufactured_by", True)): (
            "who makes the drugs prescribed to {x} ?",
            "which company manufactures the medication of {x} ?"),
        (("diagnosed_with", True), ("medical_specialty", True)): (
            "which specialty handles the condition of {x} ?",),
        (("led_by", True), ("specialises_in", True)): (
            "what does the investigator leading {x} specialise in ?",
            "what is the specialty of the doctor who leads {x} ?"),
        (("sponsored_by", True), ("headquartered_in", True)): (
            "where is the sponsor of {x} based ?",),
        (("works_at", False), ("treated_by", False)): (
            "which patients are treated by doctors at {x} ?",),
        (("manufactured_by", False), ("treats", True)): (
            "which conditions do drugs made by {x} treat ?",),
        (("treats", False), ("manufactured_by", True)): (
            "which companies make drugs for {x} ?",),
        (("enrolled_in", True), ("sponsored_by", True)): (
            "who sponsors the trial {x} is enrolled in ?",),
        (("diagnosed_with", False), ("lives_in", True)): (
            "where do patients with {x} live ?",),
    },
    two_anchor=(
        (("treated_by", False), ("diagnosed_with", False),
         ("which patient of {x} was diagnosed with {y} ?",
          "who among the patients of {x} has {y} ?")),
        (("works_at", False), ("specialises_in", False),
         ("which doctor at {x} specialises in {y} ?",
          "who works at {x} and specialises in {y} ?")),
        (("manufactured_by", False), ("treats", False),
         ("which drug made by {x} treats {y} ?", "what {x} drug is used for {y} ?")),
        (("admitted_to", False), ("prescribed", False),
         ("which patient on {x} was prescribed {y} ?",)),
    ),
)  # fmt: skip


def hospital_kg(seed: int = 1) -> MadeUpKG:
    """A made-up hospital network: 10 hospitals of 3 wards, 45 doctors, 190 patients,
    30 drugs, 20 trials."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    person = NameDrawer(rng, FIRST, LAST)

    wards: dict[str, str] = {}  # ward: its hospital
    names = rng.sample(WARD_NAMES, len(WARD_NAMES))
    for k, hospital in enumerate(HOSPITALS):
        facts.append((hospital, "located_in", rng.choice(HOSPITAL_CITIES)))
        for name in names[3 * k : 3 * k + 3]:
            ward = f"{name} Ward"
            wards[ward] = hospital
            facts += [(ward, "part_of", hospital),
                      (ward, "specialises_in", rng.choice(SPECIALTIES)),
                      (ward, "bed_count", str(rng.randint(12, 40)))]  # fmt: skip
    doctors: list[str] = []
    for _ in range(45):
        doctor = person()
        doctors.append(doctor)
        facts += [(doctor, "works_at", rng.choice(HOSPITALS)),
                  (doctor, "specialises_in", rng.choice(SPECIALTIES))]  # fmt: skip
    drugs: set[str] = set()
    while len(drugs) < 30:
        drugs.add(f"{rng.choice(DRUG_START)}{rng.choice(DRUG_END)}")
    drug_list = sorted(drugs)
    conditions = sorted(CONDITIONS)
    for drug in drug_list:
        facts.append((drug, "manufactured_by", rng.choice(sorted(MANUFACTURERS))))
        for condition in rng.sample(conditions, rng.randint(1, 2)):
            facts.append((drug, "treats", condition))
    trials: list[str] = []
    while len(trials) < 20:
        code = f"NCT0{rng.randint(1000000, 5999999)}"
        if code not in trials:
            trials.append(code)
    for trial in trials:
        facts += [(trial, "sponsored_by", rng.choice(sorted(MANUFACTURERS))),
                  (trial, "led_by", rng.choice(doctors)),
                  (trial, "studies", rng.choice(conditions)),
                  (trial, "start_year", str(rng.randint(2012, 2025)))]  # fmt: skip
    ward_list = sorted(wards)
    for _ in range(190):
        patient = person()
        facts += [(patient, "admitted_to", rng.choice(ward_list)),
                  (patient, "lives_in", rng.choice(CITIES[:8])),
                  (patient, "birth_year", str(rng.randint(1935, 2008)))]  # fmt: skip
        for doctor in rng.sample(doctors, rng.randint(1, 2)):
            facts.append((patient, "treated_by", doctor))
        for condition in rng.sample(conditions, rng.randint(1, 2)):
            facts.append((patient, "diagnosed_with", condition))
        for drug in rng.sample(drug_list, rng.randint(1, 2)):
            facts.append((patient, "prescribed", drug))
        if rng.random() < 0.3:
            facts.append((patient, "enrolled_in", rng.choice(trials)))
    facts += [(c, "medical_specialty", s) for c, s in CONDITIONS.items()]
    facts += [(m, "headquartered_in", city) for m, city in MANUFACTURERS.items()]
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("hospital", hospital_kg, HOSPITAL)
