"""A university's teaching records as a KG of our own, made up for an unseen-KG check (written
after all twenty-five others, to check the rules they led to, and not tuned on): a university
round Leeds with campuses in Leeds, Harrogate and York and two abroad (Kuala Lumpur, Ningbo),
their buildings and the rooms in them (seat capacities), five faculties and their twenty-three
departments ("Department of Computer Science", "School of Law"), the courses each department
runs (real-sounding titles, "Data Structures and Algorithms", "Tort Law") with their course
codes ("CS2041", the department's letters, the level, three digits), credit points, semesters,
rooms, instructors, prerequisites and textbooks, the textbooks' authors (some of them
instructors here), publishers (made up, with their cities) and years, the instructors' research
groups, the heads of department, deans and programme directors, the degree programmes ("BSc
Computer Science", "LLB Law", "MBA"), the students on them with their advisors, enrolment
years, birth years and the courses they are enrolled in, and the scholarships some hold with
their sponsors (made-up foundations, firms and trusts, with their cities) and amounts in
pounds. People are drawn with `NameDrawer` from fifteen name pools (English, Chinese, Indian,
Nigerian, Malay, Arabic, Spanish, German, Polish, Korean, Italian, French, Greek, Turkish,
Japanese), students more often from those of the university's intake, and of the country where
a course they take abroad is taught.

Relation names are a relational database's foreign-key columns and join tables exported to a
graph, lower snake_case: about half of them foreign keys (`instructor_id`, `dept_code`,
`room_ref`, `building_ref`, `campus_ref`, `prereq_course_id`, `textbook_isbn`,
`publisher_id`, `advisor_staff_no`, `programme_code`, `faculty_id`, `group_id`,
`scholarship_code`, `dean_staff_no`, `director_staff_no`, `course_code` for the code itself),
the others plain column words (`enrolled_in`, `campus_city`, `hq_city`, `capacity_seats`,
`credit_pts`, `start_year` for the enrolment year, `birth_year`, `founded_year`,
`head_of_dept`, `sponsor_org`, `written_by`, `pub_year`, `amount_gbp`, `semester`). Four of
the thirty are also stored backwards under the name of the join table read from the other
side: `enrolled_in` / `course_enrolment`, `instructor_id` / `instructor_course`,
`textbook_isbn` / `textbook_course`, `group_id` / `group_member`; the other twenty-six once;
no types file.

`dept_code` is said of courses, programmes and research groups alike (a department);
`building_ref` of rooms and departments (a building); `hq_city` of publishers and sponsors;
`birth_year` of students and instructors; `founded_year` of faculties, departments, research
groups, publishers and sponsors. Instructors are reached by `instructor_id`,
`advisor_staff_no`, `head_of_dept`, `dean_staff_no`, `director_staff_no`, `written_by` (a
few) and the `group_member` twin. A course is taught by one or two instructors of its
department (now and then one of another department of its faculty), in a room of its
department's building or of a campus of its faculty, with 0 to 2 earlier courses of its
department as prerequisites and 0 to 2 textbooks of its department (now and then one of
another department of its faculty). A student is on one programme, advised by an instructor
of its department, and enrolled in two to four courses, mostly of that department. Years:
faculties and departments founded 1874 to 1995, groups 1965 to 2022, publishers and sponsors
1820 to 2003, textbooks 1984 to 2024, instructors born 1948 to 1993, students 1978 to 2006 and
starting 2017 to 2024; amounts run from 1,000 to 12,000 pounds (the 2,000 is also a year) and
capacities from 12 to 420 seats (20, 30 and 40 are also credit points). Wordings were written
before any run of a planner and were not changed for a score (three were reworded for grammar
when the questions were first drawn: an article, a kind of organisation, "the" before a firm).
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

INSTRUCTOR = "instructor_id"
DEPT = "dept_code"
ROOM = "room_ref"
BUILDING = "building_ref"
CAMPUS_REF = "campus_ref"
PREREQ = "prereq_course_id"
TEXTBOOK = "textbook_isbn"
PUBLISHER = "publisher_id"
ADVISOR = "advisor_staff_no"
PROGRAMME = "programme_code"
FACULTY = "faculty_id"
GROUP = "group_id"
SCHOLARSHIP = "scholarship_code"
DEAN = "dean_staff_no"
DIRECTOR = "director_staff_no"
CODE = "course_code"
ENROLLED = "enrolled_in"
CITY = "campus_city"
HQ_CITY = "hq_city"
CAPACITY = "capacity_seats"
CREDITS = "credit_pts"
START = "start_year"
BORN = "birth_year"
FOUNDED = "founded_year"
HEAD = "head_of_dept"
SPONSOR = "sponsor_org"
AUTHOR = "written_by"
PUB_YEAR = "pub_year"
AMOUNT = "amount_gbp"
SEMESTER = "semester"

TWINS = {ENROLLED: "course_enrolment", INSTRUCTOR: "instructor_course",
         TEXTBOOK: "textbook_course", GROUP: "group_member"}  # fmt: skip

CAMPUSES = {  # campus: its city
    "Kingsway Campus": "Leeds",
    "Riverside Campus": "Leeds",
    "Hollins Park Campus": "Harrogate",
    "St Aidan's Campus": "York",
    "Lakeside Campus": "Kuala Lumpur",
    "Xiangshan Campus": "Ningbo",
}
BUILDINGS = {  # building: its campus, what its rooms are called after, has labs?
    "Turing Building": ("Kingsway Campus", "Turing", True),
    "Rosalind Franklin Building": ("Kingsway Campus", "Franklin", True),
    "Chadwick Laboratories": ("Kingsway Campus", "Chadwick", True),
    "Brunel Engineering Centre": ("Kingsway Campus", "Brunel", True),
    "Emmy Noether Building": ("Kingsway Campus", "Noether", False),
    "Kingsway Lecture Theatres": ("Kingsway Campus", "Kingsway", False),
    "Wollstonecraft House": ("Riverside Campus", "Wollstonecraft", False),
    "Bronte Building": ("Riverside Campus", "Bronte", False),
    "Keynes Building": ("Riverside Campus", "Keynes", False),
    "Old Mill Teaching Block": ("Riverside Campus", "Old Mill", False),
    "Ibn Khaldun Building": ("Riverside Campus", "Ibn Khaldun", False),
    "Hollins Hall": ("Hollins Park Campus", "Hollins", False),
    "Marshall Building": ("Hollins Park Campus", "Marshall", False),
    "Exchange Court": ("Hollins Park Campus", "Exchange", False),
    "Nightingale Building": ("St Aidan's Campus", "Nightingale", True),
    "Mary Seacole Centre": ("St Aidan's Campus", "Seacole", False),
    "William Harvey Institute": ("St Aidan's Campus", "Harvey", True),
    "Menara Tasik": ("Lakeside Campus", "Menara", False),
    "Lakeside Teaching Block": ("Lakeside Campus", "Lakeside", True),
    "Zhu Kezhen Building": ("Xiangshan Campus", "Zhu Kezhen", True),
    "Lanting Hall": ("Xiangshan Campus", "Lanting", False),
}  # fmt: skip
FACULTIES = {  # faculty: founding year, home campus, other campuses it teaches on
    "Faculty of Science and Engineering": (1904, "Kingsway Campus", ["Xiangshan Campus"]),
    "Faculty of Arts and Humanities": (1874, "Riverside Campus", []),
    "Faculty of Social Sciences": (1921, "Riverside Campus", ["Lakeside Campus"]),
    "Faculty of Business and Law": (1962, "Hollins Park Campus",
                                    ["Lakeside Campus", "Xiangshan Campus"]),
    "Faculty of Medicine and Health": (1889, "St Aidan's Campus", []),
}  # fmt: skip
DEPARTMENTS = {  # department: its faculty, course-code letters, founding year
    "Department of Computer Science": ("Faculty of Science and Engineering", "CS", 1965),
    "Department of Mathematics": ("Faculty of Science and Engineering", "MA", 1904),
    "School of Physics and Astronomy": ("Faculty of Science and Engineering", "PH", 1906),
    "Department of Chemistry": ("Faculty of Science and Engineering", "CH", 1904),
    "Department of Mechanical Engineering": ("Faculty of Science and Engineering", "ME", 1921),
    "Department of Civil Engineering": ("Faculty of Science and Engineering", "CE", 1938),
    "Department of History": ("Faculty of Arts and Humanities", "HI", 1878),
    "Department of Philosophy": ("Faculty of Arts and Humanities", "PL", 1890),
    "School of English": ("Faculty of Arts and Humanities", "EN", 1884),
    "Department of Modern Languages": ("Faculty of Arts and Humanities", "ML", 1919),
    "Department of Linguistics": ("Faculty of Arts and Humanities", "LG", 1967),
    "Department of Economics": ("Faculty of Social Sciences", "EC", 1921),
    "Department of Psychology": ("Faculty of Social Sciences", "PS", 1948),
    "Department of Sociology": ("Faculty of Social Sciences", "SO", 1962),
    "Department of Politics and International Studies": ("Faculty of Social Sciences", "PO",
                                                          1957),
    "School of Law": ("Faculty of Business and Law", "LW", 1899),
    "Department of Accounting and Finance": ("Faculty of Business and Law", "AF", 1969),
    "Department of Management": ("Faculty of Business and Law", "MG", 1962),
    "Department of Marketing": ("Faculty of Business and Law", "MK", 1981),
    "School of Nursing and Midwifery": ("Faculty of Medicine and Health", "NM", 1972),
    "School of Pharmacy": ("Faculty of Medicine and Health", "PY", 1953),
    "Department of Biomedical Sciences": ("Faculty of Medicine and Health", "BS", 1969),
    "Department of Public Health": ("Faculty of Medicine and Health", "PU", 1995),
}  # fmt: skip
COURSES = {  # department letters: course titles, from first-year to final-year
    "CS": ["Programming Fundamentals", "Computer Architecture", "Data Structures and Algorithms",
           "Database Systems", "Operating Systems", "Computer Networks", "Machine Learning",
           "Compiler Construction"],
    "MA": ["Calculus I", "Linear Algebra", "Probability and Statistics",
           "Differential Equations", "Real Analysis", "Numerical Methods", "Abstract Algebra",
           "Topology"],
    "PH": ["Classical Mechanics", "Optics and Waves", "Electromagnetism", "Quantum Mechanics",
           "Statistical Physics", "Astrophysics", "Condensed Matter Physics"],
    "CH": ["General Chemistry", "Analytical Chemistry", "Organic Chemistry",
           "Inorganic Chemistry", "Physical Chemistry", "Spectroscopy", "Polymer Chemistry"],
    "ME": ["Engineering Mechanics", "Materials Science", "Thermodynamics", "Fluid Mechanics",
           "Heat Transfer", "Control Systems", "Machine Design"],
    "CE": ["Surveying", "Structural Analysis", "Hydraulics", "Geotechnical Engineering",
           "Transport Engineering", "Reinforced Concrete Design", "Construction Management"],
    "HI": ["Historical Methods", "Medieval Europe", "The Early Modern World",
           "Modern British History", "Colonialism and Empire", "History of the Ottoman Empire",
           "The Cold War"],
    "PL": ["Introduction to Logic", "Ethics", "Ancient Greek Philosophy", "Epistemology",
           "Metaphysics", "Political Philosophy", "Philosophy of Mind"],
    "EN": ["Shakespeare", "Romantic Poetry", "Victorian Literature", "Literary Theory",
           "Modernist Fiction", "Postcolonial Literature", "Creative Writing"],
    "ML": ["French Language I", "German Language I", "Spanish Language I",
           "Japanese for Beginners", "Arabic Language I", "French Language II",
           "Translation Studies"],
    "LG": ["Phonetics and Phonology", "Syntax", "Semantics", "Sociolinguistics",
           "Historical Linguistics", "Psycholinguistics", "Corpus Linguistics"],
    "EC": ["Principles of Microeconomics", "Principles of Macroeconomics", "Econometrics",
           "Labour Economics", "International Trade", "Game Theory", "Development Economics"],
    "PS": ["Introduction to Psychology", "Research Methods in Psychology",
           "Biological Psychology", "Cognitive Psychology", "Developmental Psychology",
           "Social Psychology", "Clinical Psychology"],
    "SO": ["Sociological Theory", "Social Inequality", "Qualitative Research Methods",
           "Gender and Society", "Urban Sociology", "Sociology of Religion",
           "Migration and Diaspora"],
    "PO": ["Introduction to Politics", "Comparative Politics", "International Relations Theory",
           "Public Policy", "European Union Politics", "Security Studies",
           "Politics of the Middle East"],
    "LW": ["Contract Law", "Criminal Law", "Constitutional Law", "Tort Law", "Land Law",
           "Equity and Trusts", "European Union Law"],
    "AF": ["Financial Accounting", "Management Accounting", "Corporate Finance", "Taxation",
           "Auditing", "Financial Markets", "Derivatives and Risk Management"],
    "MG": ["Organisational Behaviour", "Business Ethics", "Operations Management",
           "Human Resource Management", "Project Management", "Entrepreneurship",
           "Strategic Management"],
    "MK": ["Principles of Marketing", "Consumer Behaviour", "Marketing Research",
           "Digital Marketing", "Brand Management", "International Marketing"],
    "NM": ["Foundations of Nursing Practice", "Pharmacology for Nurses", "Adult Nursing",
           "Mental Health Nursing", "Midwifery Practice", "Nursing Research"],
    "PY": ["Pharmaceutical Chemistry", "Pharmaceutics", "Pharmacology", "Medicinal Chemistry",
           "Pharmacy Law and Ethics", "Clinical Pharmacy"],
    "BS": ["Cell Biology", "Human Physiology", "Biochemistry", "Genetics", "Microbiology",
           "Immunology", "Neuroscience"],
    "PU": ["Epidemiology", "Biostatistics", "Health Promotion", "Health Economics",
           "Environmental Health", "Global Health"],
}  # fmt: skip
GROUPS = {  # department letters: its research groups
    "CS": ["Machine Learning and Optimisation Group", "Formal Methods Lab"],
    "MA": ["Algebra and Number Theory Group", "Applied Analysis Group"],
    "PH": ["Quantum Matter Group", "Astrophysics Research Centre"],
    "CH": ["Catalysis Research Group", "Supramolecular Chemistry Lab"],
    "ME": ["Advanced Manufacturing Group", "Thermofluids Lab"],
    "CE": ["Resilient Infrastructure Group"],
    "HI": ["Centre for Medieval Studies", "Imperial and Global History Network"],
    "PL": ["Mind and Cognition Group"],
    "EN": ["Centre for Romantic Studies"],
    "ML": ["Translation and Interpreting Unit"],
    "LG": ["Language Variation Lab"],
    "EC": ["Centre for Development Economics", "Behavioural Economics Lab"],
    "PS": ["Child Development Unit", "Cognitive Neuroscience Lab"],
    "SO": ["Migration Research Network"],
    "PO": ["Centre for Security Studies"],
    "LW": ["Human Rights Law Centre"],
    "AF": ["Sustainable Finance Group"],
    "MG": ["Centre for Entrepreneurship and Innovation"],
    "MK": ["Consumer Insight Lab"],
    "NM": ["Maternal Health Research Unit"],
    "PY": ["Drug Delivery Group"],
    "BS": ["Infection and Immunity Group", "Neurobiology Lab"],
    "PU": ["Global Health Policy Unit"],
}  # fmt: skip
PROGRAMMES = {  # department letters: its degree programmes (True for a master's)
    "CS": [("BSc Computer Science", False), ("MSc Data Science", True)],
    "MA": [("BSc Mathematics", False), ("MMath Mathematics", False)],
    "PH": [("BSc Physics", False), ("MPhys Physics with Astrophysics", False)],
    "CH": [("BSc Chemistry", False)],
    "ME": [("MEng Mechanical Engineering", False)],
    "CE": [("BEng Civil Engineering", False)],
    "HI": [("BA History", False), ("MA Medieval History", True)],
    "PL": [("BA Philosophy", False)],
    "EN": [("BA English Literature", False), ("MA Creative Writing", True)],
    "ML": [("BA Modern Languages", False)],
    "LG": [("BA Linguistics", False)],
    "EC": [("BSc Economics", False), ("MSc Development Economics", True)],
    "PS": [("BSc Psychology", False)],
    "SO": [("BA Sociology", False)],
    "PO": [("BA Politics and International Relations", False)],
    "LW": [("LLB Law", False), ("LLM International Law", True)],
    "AF": [("BSc Accounting and Finance", False)],
    "MG": [("BSc Business Management", False), ("MBA", True)],
    "MK": [("BSc Marketing", False)],
    "NM": [("BSc Nursing (Adult)", False), ("BMid Midwifery", False)],
    "PY": [("MPharm Pharmacy", False)],
    "BS": [("BSc Biomedical Sciences", False)],
    "PU": [("MPH Public Health", True)],
}  # fmt: skip
TEXTBOOKS = {  # department letters: the textbooks its courses may set
    "CS": ["Foundations of Algorithm Design", "Structured Computer Systems",
           "Database Design in Practice", "Learning from Data: A Practical Introduction",
           "Networks and Protocols Explained"],
    "MA": ["A First Course in Real Analysis", "Linear Algebra Done Carefully",
           "Probability for Students", "Numerical Methods in Practice"],
    "PH": ["Principles of Classical Mechanics", "Electricity and Magnetism for Undergraduates",
           "Introductory Quantum Theory", "The Physics of Stars"],
    "CH": ["Organic Chemistry: Structure and Mechanism", "Inorganic Chemistry in Context",
           "Physical Chemistry for the Life Sciences", "General Chemistry: Atoms to Reactions"],
    "ME": ["Engineering Thermodynamics: Concepts and Cycles", "Fluid Mechanics for Engineers",
           "Materials Selection in Design", "Control Engineering Fundamentals"],
    "CE": ["Structural Analysis: A Unified Approach", "Soils and Foundations",
           "Hydraulics in Civil Engineering", "Concrete Structures Design Guide"],
    "HI": ["Europe in the Middle Ages", "The Making of the Modern World",
           "Empires and Their Aftermath", "Sources and Methods in History"],
    "PL": ["Logic: A Short Course", "Moral Philosophy Today", "Minds, Brains and Persons",
           "Readings in Ancient Philosophy"],
    "EN": ["The Complete Works Companion", "Reading Victorian Fiction",
           "Modernism and Its Discontents", "Theory for Literary Students"],
    "ML": ["Parlons Francais!", "Deutsch im Alltag", "Espanol sin Fronteras",
           "Nihongo Step One", "The Translator's Toolkit"],
    "LG": ["Sounds of Language", "Syntax: A Generative Primer", "Meaning in Language",
           "Language in Society Today"],
    "EC": ["Microeconomics: Choices and Markets", "Macroeconomics in a Global Economy",
           "Introductory Econometrics for Economists", "Strategy and Games"],
    "PS": ["Psychology: Mind and Behaviour", "Cognition in Everyday Life", "The Developing Child",
           "Statistics for Psychologists"],
    "SO": ["Classical and Contemporary Social Theory", "Inequality and Social Class",
           "Doing Qualitative Research", "Cities and Social Change"],
    "PO": ["Politics: An Introduction for Students", "Comparing Political Systems",
           "Theories of International Relations", "Governing Europe"],
    "LW": ["Contract Law: Text and Materials", "Criminal Law Essentials",
           "Public Law in the United Kingdom", "Equity and the Law of Trusts"],
    "AF": ["Financial Accounting and Reporting", "Corporate Finance: Principles and Practice",
           "Auditing and Assurance Today", "Markets, Risk and Derivatives"],
    "MG": ["Organisational Behaviour: People at Work", "Strategy: Analysis and Choice",
           "Operations and Supply Chain Management", "Managing Projects Successfully"],
    "MK": ["Marketing: Principles and Practice", "Understanding Consumers",
           "Digital Marketing Strategy", "Brands and Branding"],
    "NM": ["Fundamentals of Nursing Care", "Evidence-Based Nursing",
           "Mental Health Nursing Skills", "Midwifery: Preparation for Practice"],
    "PY": ["Pharmaceutical Chemistry Explained", "Drugs and the Body", "Dosage Form Design",
           "Therapeutics for Pharmacists"],
    "BS": ["Molecular Biology of Cells", "Human Physiology: Systems and Integration",
           "Principles of Immunology", "Microbes and Disease"],
    "PU": ["Epidemiology for Public Health", "Global Health: Issues and Actors",
           "Biostatistics for Health Sciences", "Promoting Health in Populations"],
}  # fmt: skip
PUBLISHERS = {  # publisher: its city, founding year
    "Harcourt and Vane": ("London", 1868),
    "Meridian Academic Press": ("Oxford", 1921),
    "Blackfriars University Press": ("Cambridge", 1884),
    "Springbrook Verlag": ("Berlin", 1842),
    "Pearlman Education": ("New York", 1926),
    "Beacon Hill Publishers": ("Boston", 1889),
    "Editions Sorbier": ("Paris", 1897),
    "Van Houten Academic": ("Amsterdam", 1957),
    "Straits Academic Publishing": ("Singapore", 1978),
    "Kaido Shoin": ("Tokyo", 1948),
    "Thistle and Crown": ("Edinburgh", 1820),
    "Lakeshore Learning Press": ("Chicago", 1963),
}  # fmt: skip
SPONSORS = {  # sponsor: its city, founding year
    "Harrington Foundation": ("London", 1952),
    "Caldera Energy plc": ("Aberdeen", 1974),
    "Veritas Health Trust": ("London", 1988),
    "Mensah Family Foundation": ("Accra", 1999),
    "Tanaka Precision Industries": ("Osaka", 1937),
    "Alder and Finch LLP": ("Leeds", 1891),
    "Northern Mutual Bank": ("Manchester", 1865),
    "Penrose Charitable Trust": ("Edinburgh", 1923),
    "Lumen Pharmaceuticals": ("Cambridge", 1981),
    "Ridgeway Software Ltd": ("Reading", 2003),
    "Tasik Holdings Berhad": ("Kuala Lumpur", 1979),
    "Haixing Group": ("Ningbo", 1993),
    "University Alumni Fund": ("Leeds", 1961),
}  # fmt: skip
SCIENCE, ARTS, SOCIAL, BUSINESS, HEALTH = FACULTIES
SCHOLARSHIPS = {  # scholarship: its sponsor, amount in pounds, faculties it is open to
    "Harrington Undergraduate Scholarship": ("Harrington Foundation", 3000, []),
    "First Generation Bursary": ("Harrington Foundation", 1500, []),
    "Women in Engineering Award": ("Caldera Energy plc", 5000, [SCIENCE]),
    "Veritas Nursing Bursary": ("Veritas Health Trust", 2500, [HEALTH]),
    "Kwame Mensah Africa Scholarship": ("Mensah Family Foundation", 9000, []),
    "Tanaka Engineering Scholarship": ("Tanaka Precision Industries", 4000, [SCIENCE]),
    "Alder and Finch Law Scholarship": ("Alder and Finch LLP", 6000, [BUSINESS]),
    "Future Finance Award": ("Northern Mutual Bank", 3500, [BUSINESS, SOCIAL]),
    "Penrose Humanities Scholarship": ("Penrose Charitable Trust", 2000, [ARTS]),
    "Social Research Studentship": ("Penrose Charitable Trust", 2500, [SOCIAL]),
    "Lumen Pharmacy Scholarship": ("Lumen Pharmaceuticals", 4500, [HEALTH]),
    "Code First Scholarship": ("Ridgeway Software Ltd", 3000, [SCIENCE]),
    "Global Leaders Award": ("Tasik Holdings Berhad", 12000, []),
    "Haixing Excellence Scholarship": ("Haixing Group", 8000, [SCIENCE, BUSINESS]),
    "Vice-Chancellor's Merit Scholarship": ("University Alumni Fund", 1000, []),
}  # fmt: skip
SEMESTERS = ["Semester 1", "Semester 2", "Full Year"]
CREDIT_POINTS = {1: [10, 15, 20], 2: [15, 20], 3: [15, 20, 30], 4: [20, 30, 40]}  # by level

NAMES = {  # name pool: first names, last names
    "en": (["Oliver", "Amelia", "Harry", "Charlotte", "George", "Isla", "Jack", "Emily", "Thomas",
            "Sophie", "James", "Hannah", "William", "Grace", "Rory", "Eleanor"],
           ["Thompson", "Whitfield", "Ashby", "Crawford", "Holmes", "Pritchard", "Barker",
            "Lawson", "Ellis", "Marsh", "Sutton", "Hughes", "Bennett", "Lockwood"]),
    "zh": (["Wei", "Jing", "Hao", "Xiaoyu", "Yichen", "Mei", "Jun", "Lina", "Zihan", "Ruoxi",
            "Bo", "Yue"],
           ["Zhang", "Wang", "Li", "Chen", "Liu", "Zhou", "Huang", "Xu", "Sun", "Lin"]),
    "in": (["Arjun", "Priya", "Rohan", "Ananya", "Vikram", "Kavya", "Rahul", "Deepa", "Sanjay",
            "Meera", "Aditya", "Nisha"],
           ["Sharma", "Patel", "Iyer", "Reddy", "Gupta", "Nair", "Mehta", "Banerjee", "Rao",
            "Kulkarni"]),
    "ng": (["Chinedu", "Ngozi", "Oluwaseun", "Adaeze", "Emeka", "Folake", "Tunde", "Chiamaka",
            "Ifeanyi", "Yetunde"],
           ["Okafor", "Adeyemi", "Eze", "Okonkwo", "Balogun", "Nwosu", "Afolabi", "Obi"]),
    "ms": (["Ahmad", "Nurul", "Farhan", "Siti", "Haziq", "Aisyah", "Irfan", "Nabila"],
           ["Abdullah", "Ismail", "Yusof", "Hamzah", "Osman", "Zainal", "Razak", "Kamaruddin"]),
    "ar": (["Omar", "Layla", "Yusuf", "Mariam", "Khalid", "Noor", "Tariq", "Salma", "Karim",
            "Huda"],
           ["Haddad", "Al-Masri", "Khoury", "Nasser", "Saleh", "Mansour", "Farouk", "Barakat"]),
    "es": (["Alejandro", "Lucia", "Diego", "Sofia", "Pablo", "Marta", "Javier", "Elena",
            "Sergio", "Paula"],
           ["Navarro", "Ortega", "Delgado", "Castillo", "Romero", "Herrera", "Vidal", "Molina"]),
    "de": (["Lukas", "Lena", "Felix", "Katrin", "Jonas", "Anja", "Matthias", "Julia", "Tobias",
            "Miriam", "Florian"],
           ["Becker", "Hoffmann", "Schreiber", "Keller", "Wagner", "Fuchs", "Zimmermann",
            "Lange"]),
    "pl": (["Jakub", "Zofia", "Piotr", "Agnieszka", "Tomasz", "Magdalena", "Krzysztof",
            "Natalia"],
           ["Nowak", "Mazur", "Krawczyk", "Wozniak", "Dudek", "Pawlak", "Sikora", "Jablonski"]),
    "ko": (["Minjun", "Seoyeon", "Jiho", "Hayoon", "Dohyun", "Jiwoo", "Eunji", "Taeyang"],
           ["Kim", "Park", "Choi", "Jung", "Kang", "Yoon", "Han", "Shin"]),
    "it": (["Matteo", "Giulia", "Lorenzo", "Chiara", "Davide", "Francesca", "Andrea",
            "Valentina"],
           ["Conti", "Esposito", "Galli", "Mancini", "Rinaldi", "Lombardi", "Moretti",
            "Barbieri"]),
    "fr": (["Antoine", "Camille", "Julien", "Claire", "Mathieu", "Amelie", "Nicolas",
            "Juliette"],
           ["Dubois", "Laurent", "Lefevre", "Moreau", "Fontaine", "Mercier", "Renaud",
            "Bonnet"]),
    "gr": (["Nikos", "Eleni", "Giorgos", "Katerina", "Dimitris", "Ioanna", "Yannis", "Despina"],
           ["Papadopoulos", "Georgiou", "Nikolaidis", "Antoniou", "Karagiannis", "Vlachos"]),
    "tr": (["Emre", "Elif", "Mehmet", "Zeynep", "Burak", "Ayse", "Can", "Derya"],
           ["Yilmaz", "Demir", "Sahin", "Ozturk", "Aydin", "Kaya"]),
    "jp": (["Haruto", "Yui", "Sota", "Aoi", "Ren", "Hina", "Kenji", "Emi"],
           ["Sato", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamamoto", "Nakamura",
            "Kobayashi"]),
}  # fmt: skip
STAFF_POOLS = {"en": 30, "de": 7, "it": 6, "fr": 5, "es": 5, "in": 8, "zh": 9, "ng": 5, "gr": 4,
               "pl": 4, "ko": 3, "jp": 3, "tr": 3, "ar": 3, "ms": 2}  # fmt: skip
STUDENT_POOLS = {"en": 26, "zh": 15, "in": 11, "ms": 7, "ng": 8, "ar": 6, "es": 4, "de": 4,
                 "pl": 5, "ko": 4, "it": 3, "fr": 3, "gr": 3, "tr": 3, "jp": 2}  # fmt: skip
AUTHOR_POOLS = {"en": 40, "de": 8, "fr": 8, "it": 5, "es": 5, "in": 6, "zh": 6, "jp": 4,
                "ng": 2, "gr": 2, "pl": 2, "ko": 2}  # fmt: skip
ABROAD = {"Lakeside Campus": ["ms", "zh", "in"], "Xiangshan Campus": ["zh"]}
"""Where a course is taught on a campus abroad, its students are drawn more often from these."""


def campus_kg(seed: int = 1) -> MadeUpKG:
    """A made-up university's teaching records: 6 campuses in 5 cities, 21 buildings and 80 to
    90 rooms, 5 faculties, 23 departments, 120 to 130 courses, 110 to 125 instructors, 32
    research groups and 32 degree programmes, 94 textbooks from 12 publishers by some 135
    authors, 105 to 120 students and 15 scholarships from 13 sponsors."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    people: set[str] = set()
    drawers = {pool: NameDrawer(rng, first, last) for pool, (first, last) in NAMES.items()}

    def person(pools: dict[str, int] | list[str]) -> str:
        """A new person from one of `pools` (weighted if a dict)."""
        if isinstance(pools, dict):
            pool = rng.choices(list(pools), list(pools.values()))[0]
        else:
            pool = rng.choice(pools)
        name = drawers[pool]()
        while name in people:
            name = drawers[pool]()
        people.add(name)
        return name

    facts += [(campus, CITY, city) for campus, city in CAMPUSES.items()]
    for publisher, (city, founded) in PUBLISHERS.items():
        facts += [(publisher, HQ_CITY, city), (publisher, FOUNDED, str(founded))]
    for sponsor, (city, founded) in SPONSORS.items():
        facts += [(sponsor, HQ_CITY, city), (sponsor, FOUNDED, str(founded))]
    for scholarship, (sponsor, amount, _) in SCHOLARSHIPS.items():
        facts += [(scholarship, SPONSOR, sponsor), (scholarship, AMOUNT, str(amount))]

    # buildings and their rooms
    rooms_in: dict[str, list[str]] = {}  # building: its rooms
    for building, (campus, short, labs) in BUILDINGS.items():
        facts.append((building, CAMPUS_REF, campus))
        rooms: list[str] = []
        for n in range(1, rng.choice([1, 1, 2]) + 1):
            rooms.append(f"{short} LT{n}")
            facts.append((rooms[-1], CAPACITY, str(rng.randrange(90, 421, 10))))
        numbered: set[str] = set()
        while len(numbered) < rng.randint(2, 3):
            numbered.add(f"{short} {rng.choice(['G', '1', '2', '3'])}.{rng.randint(1, 24):02d}")
        for room in sorted(numbered):
            rooms.append(room)
            facts.append((room, CAPACITY, str(rng.randrange(12, 61, 2))))
        if labs:
            rooms.append(f"{short} Lab {rng.randint(1, 4)}")
            facts.append((rooms[-1], CAPACITY, str(rng.randrange(20, 81, 4))))
        facts += [(room, BUILDING, building) for room in rooms]
        rooms_in[building] = rooms

    # faculties, departments, their staff and research groups
    staff: dict[str, list[str]] = {}  # department letters: its instructors
    home_building: dict[str, str] = {}  # department letters: its building
    faculty_of: dict[str, str] = {}  # department letters: its faculty
    for faculty, (founded, _, _) in FACULTIES.items():
        facts.append((faculty, FOUNDED, str(founded)))
    for department, (faculty, letters, founded) in DEPARTMENTS.items():
        _, campus, _ = FACULTIES[faculty]
        here = [b for b, spec in BUILDINGS.items() if spec[0] == campus]
        home_building[letters] = rng.choice(here)
        faculty_of[letters] = faculty
        facts += [(department, FACULTY, faculty), (department, FOUNDED, str(founded)),
                  (department, BUILDING, home_building[letters])]  # fmt: skip
        staff[letters] = [person(STAFF_POOLS) for _ in range(rng.randint(4, 6))]
        for instructor in staff[letters]:
            facts.append((instructor, BORN, str(rng.randint(1948, 1993))))
        facts.append((department, HEAD, rng.choice(staff[letters])))
        for group in GROUPS[letters]:
            started = rng.randint(max(1965, founded), 2022)
            facts += [(group, DEPT, department), (group, FOUNDED, str(started))]
    letters_of = {spec[1]: d for d, spec in DEPARTMENTS.items()}  # letters: department
    for faculty in FACULTIES:
        mine = [x for x, f in faculty_of.items() if f == faculty]
        facts.append((faculty, DEAN, rng.choice(staff[rng.choice(mine)])))
        for letters in mine:
            for instructor in staff[letters]:
                if rng.random() < 0.8:
                    facts.append((instructor, GROUP, rng.choice(GROUPS[letters])))
                if rng.random() < 0.15:
                    other = rng.choice(mine)
                    facts.append((instructor, GROUP, rng.choice(GROUPS[other])))

    # courses: codes, credits, rooms, instructors, prerequisites and textbooks
    codes: set[str] = set()
    courses_of: dict[str, list[str]] = {}  # department letters: its courses
    campus_of_course: dict[str, str] = {}
    used_books: set[str] = set()
    for letters, titles in COURSES.items():
        department = letters_of[letters]
        faculty = faculty_of[letters]
        _, campus, abroad = FACULTIES[faculty]
        kept = sorted(rng.sample(range(len(titles)), rng.randint(5, len(titles) - 1)))
        level_of: dict[str, int] = {}
        siblings = [x for x, f in faculty_of.items() if f == faculty and x != letters]
        for i in kept:
            title = titles[i]
            level = 1 + i * 4 // len(titles)
            code = f"{letters}{level}{rng.randint(0, 999):03d}"
            while code in codes:
                code = f"{letters}{level}{rng.randint(0, 999):03d}"
            codes.add(code)
            facts += [(title, CODE, code), (title, DEPT, department),
                      (title, CREDITS, str(rng.choice(CREDIT_POINTS[level]))),
                      (title, SEMESTER, rng.choices(SEMESTERS, [0.45, 0.45, 0.1])[0])]  # fmt: skip
            # where it is taught
            roll = rng.random()
            if roll < 0.55:
                building = home_building[letters]
            elif roll < 0.85 or not abroad:
                building = rng.choice([b for b, s in BUILDINGS.items() if s[0] == campus])
            else:
                building = rng.choice([b for b, s in BUILDINGS.items() if s[0] in abroad])
            room = rng.choice(rooms_in[building])
            facts.append((title, ROOM, room))
            campus_of_course[title] = BUILDINGS[building][0]
            # who teaches it
            teachers = rng.sample(staff[letters], 2 if rng.random() < 0.25 else 1)
            if siblings and rng.random() < 0.06:
                teachers.append(rng.choice(staff[rng.choice(siblings)]))
            facts += [(title, INSTRUCTOR, t) for t in teachers]
            # what comes before it
            earlier = [c for c, lv in level_of.items() if lv < level]
            if earlier:
                roll = rng.random()
                count = 2 if roll < 0.2 else 1 if roll < 0.75 else 0
                for before in rng.sample(earlier, min(count, len(earlier))):
                    facts.append((title, PREREQ, before))
            # its textbooks
            count = rng.choices([0, 1, 2], [0.1, 0.6, 0.3])[0]
            books = rng.sample(TEXTBOOKS[letters], count)
            if count and siblings and rng.random() < 0.12:
                books[-1] = rng.choice(TEXTBOOKS[rng.choice(siblings)])
            facts += [(title, TEXTBOOK, b) for b in dict.fromkeys(books)]
            used_books.update(books)
            level_of[title] = level
            courses_of.setdefault(letters, []).append(title)

    # textbooks: publishers, years, authors (now and then an instructor of the department)
    for letters, books in TEXTBOOKS.items():
        for book in books:
            facts += [(book, PUBLISHER, rng.choice(list(PUBLISHERS))),
                      (book, PUB_YEAR, str(rng.randint(1984, 2024)))]  # fmt: skip
            for _ in range(rng.choices([1, 2, 3], [0.6, 0.3, 0.1])[0]):
                roll = rng.random()
                author = rng.choice(staff[letters]) if roll < 0.18 else person(AUTHOR_POOLS)
                facts.append((book, AUTHOR, author))

    # programmes and their students
    students = []
    for letters, programmes in PROGRAMMES.items():
        department = letters_of[letters]
        faculty = faculty_of[letters]
        siblings = [x for x, f in faculty_of.items() if f == faculty and x != letters]
        open_to = [s for s, spec in SCHOLARSHIPS.items() if not spec[2] or faculty in spec[2]]
        for programme, masters in programmes:
            facts += [(programme, DEPT, department),
                      (programme, DIRECTOR, rng.choice(staff[letters]))]  # fmt: skip
            for _ in range(rng.randint(3, 4)):
                taken = rng.sample(courses_of[letters], rng.randint(2, 3))
                if rng.random() < 0.35:
                    other = rng.choice(siblings) if siblings and rng.random() < 0.8 else None
                    other = other or rng.choice(list(courses_of))
                    taken.append(rng.choice(courses_of[other]))
                abroad = [c for c in map(campus_of_course.get, taken) if c in ABROAD]
                if abroad and rng.random() < 0.6:
                    student = person(ABROAD[abroad[0]])
                else:
                    student = person(STUDENT_POOLS)
                students.append(student)
                start = rng.randint(2021, 2024) if masters else rng.randint(2017, 2024)
                age = rng.randint(18, 20) + (3 if masters else 0)
                if rng.random() < 0.1:
                    age += rng.randint(4, 16)
                facts += [(student, PROGRAMME, programme), (student, START, str(start)),
                          (student, BORN, str(start - age)),
                          (student, ADVISOR, rng.choice(staff[letters]))]  # fmt: skip
                facts += [(student, ENROLLED, c) for c in dict.fromkeys(taken)]
                if rng.random() < 0.25:
                    facts.append((student, SCHOLARSHIP, rng.choice(open_to)))

    all_books = {b for books in TEXTBOOKS.values() for b in books}
    rooms = {r for rs in rooms_in.values() for r in rs}
    named = [set(CAMPUSES), set(CAMPUSES.values()) | {s[0] for s in PUBLISHERS.values()}
             | {s[0] for s in SPONSORS.values()}, set(BUILDINGS), rooms, set(FACULTIES),
             set(DEPARTMENTS), {c for cs in courses_of.values() for c in cs}, codes, all_books,
             set(PUBLISHERS), set(SPONSORS), set(SCHOLARSHIPS),
             {p for ps in PROGRAMMES.values() for p, _ in ps},
             {g for gs in GROUPS.values() for g in gs}, people, set(SEMESTERS)]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    assert used_books <= all_books and len(students) == len(set(students))
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


CAMPUS = Wordings(
    one_hop={
        (INSTRUCTOR, True): ("who teaches {x} ?", "who is the instructor for {x} ?",
                             "which lecturer takes {x} ?", "{x} is taught by whom ?"),
        (INSTRUCTOR, False): ("what does {x} teach ?", "which courses does {x} teach ?",
                              "name a course taught by {x} ?",
                              "list the modules {x} lectures on ?"),
        (DEPT, True): ("which department runs {x} ?", "what department is {x} in ?",
                       "{x} belongs to which department ?", "who offers {x} ?"),
        (DEPT, False): ("what does the {x} run ?", "which courses does the {x} offer ?",
                        "name a course taught in the {x} ?"),
        (ROOM, True): ("which room is {x} held in ?", "where does {x} meet ?",
                       "in what room is {x} taught ?"),
        (ROOM, False): ("what is taught in {x} ?", "which courses are held in room {x} ?",
                        "name a class that meets in {x} ?"),
        (BUILDING, True): ("which building is {x} in ?", "where is {x} housed ?",
                           "in what building can {x} be found ?"),
        (BUILDING, False): ("what is in the {x} ?", "which rooms are in {x} ?",
                            "name a room in the {x} ?", "which departments are based in {x} ?"),
        (CAMPUS_REF, True): ("which campus is {x} on ?", "on what campus is the {x} ?",
                             "where is the {x} ?"),
        (CAMPUS_REF, False): ("which buildings are on {x} ?", "name a building at {x} ?",
                              "what buildings does {x} have ?"),
        (PREREQ, True): ("what are the prerequisites for {x} ?", "what must i take before {x} ?",
                         "which course is required before {x} ?",
                         "what do you need to have passed to do {x} ?"),
        (PREREQ, False): ("which courses require {x} ?", "what can i take after {x} ?",
                          "{x} is a prerequisite for which courses ?",
                          "what does {x} lead on to ?"),
        (TEXTBOOK, True): ("what textbook does {x} use ?", "which book is set for {x} ?",
                           "what is the reading for {x} ?", "name the course text of {x} ?"),
        (TEXTBOOK, False): ("which courses use {x} ?", "where is {x} the set text ?",
                            "what courses have {x} on the reading list ?"),
        (PUBLISHER, True): ("who publishes {x} ?", "which publisher brought out {x} ?",
                            "{x} is published by whom ?"),
        (PUBLISHER, False): ("what books does {x} publish ?", "which textbooks come from {x} ?",
                             "name a title published by {x} ?"),
        (ADVISOR, True): ("who is {x}'s advisor ?", "who advises {x} ?",
                          "which member of staff is the personal tutor of {x} ?",
                          "who is the academic advisor of {x} ?"),
        (ADVISOR, False): ("which students are advised by {x} ?", "who are {x}'s advisees ?",
                           "name a student whose advisor is {x} ?", "list the tutees of {x} ?"),
        (PROGRAMME, True): ("what is {x} studying ?", "which degree programme is {x} on ?",
                            "what programme is {x} registered on ?", "which degree does {x} do ?"),
        (PROGRAMME, False): ("who studies {x} ?", "which students are on the {x} programme ?",
                             "name a student doing {x} ?", "list the {x} students ?"),
        (FACULTY, True): ("which faculty is {x} in ?", "what faculty does {x} belong to ?",
                          "{x} is part of which faculty ?"),
        (FACULTY, False): ("which departments are in the {x} ?", "name a department of the {x} ?",
                           "what departments make up the {x} ?"),
        (GROUP, True): ("which research group is {x} in ?", "what group does {x} belong to ?",
                        "where does {x} do research ?"),
        (GROUP, False): ("who are the members of {x} ?", "who works in the {x} ?",
                         "name a researcher in the {x} ?", "list the staff of the {x} ?"),
        (SCHOLARSHIP, True): ("which scholarship does {x} hold ?", "what award funds {x} ?",
                              "what bursary did {x} get ?"),
        (SCHOLARSHIP, False): ("who holds the {x} ?", "which students receive the {x} ?",
                               "name a {x} holder ?", "who was awarded the {x} ?"),
        (DEAN, True): ("who is the dean of the {x} ?", "who leads the {x} ?",
                       "who is in charge of the {x} ?"),
        (DEAN, False): ("which faculty is {x} dean of ?", "what does {x} lead as dean ?",
                        "where is {x} the dean ?"),
        (DIRECTOR, True): ("who directs the {x} programme ?",
                           "who is the programme director of {x} ?",
                           "who is in charge of the {x} degree ?"),
        (DIRECTOR, False): ("which programme does {x} direct ?",
                            "what degree is {x} the director of ?",
                            "what is {x} programme director for ?"),
        (CODE, True): ("what is the course code for {x} ?", "what is {x}'s code ?",
                       "give the module code of {x} ?"),
        (CODE, False): ("which course is {x} ?", "what is {x} ?", "what course has the code {x} ?"),
        (ENROLLED, True): ("what is {x} enrolled in ?", "which courses does {x} take ?",
                           "what modules is {x} registered for ?", "list {x}'s classes ?"),
        (ENROLLED, False): ("who is enrolled in {x} ?", "which students take {x} ?",
                            "name a student taking {x} ?", "who is in the {x} class ?"),
        (CITY, True): ("which city is {x} in ?", "where is {x} ?",
                       "in what town is {x} located ?"),
        (CITY, False): ("which campuses are in {x} ?",
                        "what campus does the university have in {x} ?",
                        "name a campus in {x} ?"),
        (HQ_CITY, True): ("where is {x} based ?", "which city is {x} headquartered in ?",
                          "where are {x}'s head offices ?"),
        (HQ_CITY, False): ("which publishers or sponsors are based in {x} ?",
                           "who has its headquarters in {x} ?", "name an organisation from {x} ?"),
        (CAPACITY, True): ("how many seats does {x} have ?", "what is the capacity of {x} ?",
                           "how many people fit in {x} ?", "how many students can {x} hold ?"),
        (CAPACITY, False): ("which rooms seat {x} ?", "what room has {x} seats ?",
                            "name a room with a capacity of {x} ?"),
        (CREDITS, True): ("how many credit points is {x} worth ?",
                          "how many credits does {x} carry ?", "what is the credit value of {x} ?"),
        (CREDITS, False): ("which courses are worth {x} credits ?", "name a {x}-credit module ?",
                           "what courses carry {x} credit points ?"),
        (START, True): ("when did {x} start ?", "what year did {x} enrol ?",
                        "in which year did {x} begin their studies ?",
                        "when did {x} join the university ?"),
        (START, False): ("who started in {x} ?", "which students began their degree in {x} ?",
                         "name a student from the {x} intake ?"),
        (BORN, True): ("when was {x} born ?", "what is {x}'s year of birth ?",
                       "in what year was {x} born ?", "what is the birth year of {x} ?"),
        (BORN, False): ("who was born in {x} ?", "name someone born in {x} ?",
                        "which students or staff were born in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "in which year was {x} set up ?"),
        (FOUNDED, False): ("what was founded in {x} ?",
                           "which departments were established in {x} ?",
                           "name something set up in {x} ?"),
        (HEAD, True): ("who is the head of the {x} ?", "who heads {x} ?", "who runs the {x} ?",
                       "who chairs the {x} ?"),
        (HEAD, False): ("which department does {x} head ?", "what is {x} head of ?",
                        "where is {x} head of department ?"),
        (SPONSOR, True): ("who sponsors the {x} ?", "which organisation funds the {x} ?",
                          "who pays for the {x} ?"),
        (SPONSOR, False): ("which scholarships does {x} sponsor ?",
                           "what awards are funded by {x} ?",
                           "name a scholarship backed by {x} ?"),
        (AUTHOR, True): ("who wrote {x} ?", "who is the author of {x} ?",
                         "{x} was written by whom ?", "who are the authors of {x} ?"),
        (AUTHOR, False): ("what has {x} written ?", "which textbooks did {x} write ?",
                          "name a book by {x} ?", "list {x}'s books ?"),
        (PUB_YEAR, True): ("when was {x} published ?", "what year did {x} come out ?",
                           "what is the publication year of {x} ?"),
        (PUB_YEAR, False): ("which textbooks were published in {x} ?",
                            "what books came out in {x} ?", "name a book from {x} ?"),
        (AMOUNT, True): ("how much is the {x} worth ?", "what is the value of the {x} in pounds ?",
                         "how much money does the {x} pay ?"),
        (AMOUNT, False): ("which scholarship pays {x} pounds ?", "what award is worth {x} ?",
                          "name a scholarship of {x} gbp ?"),
        (SEMESTER, True): ("when is {x} taught ?", "which semester does {x} run in ?",
                           "what term is {x} in ?"),
        (SEMESTER, False): ("which courses run in {x} ?", "what is taught in {x} ?",
                            "name a {x} module ?"),
    },
    two_hop={
        ((ROOM, True), (BUILDING, True)): (
            "which building is {x} held in ?", "in what building does {x} take place ?",
            "where is {x} taught ?"),
        ((DEPT, True), (BUILDING, True)): (
            "where is the department that runs {x} based ?",
            "which building houses the department offering {x} ?",
            "in which building is {x}'s department ?"),
        ((DEPT, True), (FACULTY, True)): (
            "which faculty offers {x} ?", "{x} belongs to which faculty ?",
            "what faculty is {x} taught in ?"),
        ((INSTRUCTOR, True), (BORN, True)): (
            "when was the lecturer of {x} born ?", "what year was {x}'s instructor born ?",
            "in which year was the person who teaches {x} born ?"),
        ((INSTRUCTOR, True), (GROUP, True)): (
            "which research group is the lecturer of {x} in ?",
            "what group do the people teaching {x} belong to ?",
            "which labs are {x}'s lecturers part of ?"),
        ((TEXTBOOK, True), (PUBLISHER, True)): (
            "who publishes the textbook for {x} ?", "which publisher's books are used in {x} ?",
            "who brought out the set text of {x} ?"),
        ((TEXTBOOK, True), (AUTHOR, True)): (
            "who wrote the textbook for {x} ?", "which authors are on the reading list of {x} ?",
            "whose book is set for {x} ?"),
        ((ENROLLED, True), (INSTRUCTOR, True)): (
            "who teaches {x} ?", "which lecturers does {x} have ?",
            "name one of {x}'s teachers ?"),
        ((PROGRAMME, True), (DEPT, True)): (
            "which department is {x} in ?", "what department does {x}'s degree belong to ?",
            "which department runs the programme {x} is on ?"),
        ((INSTRUCTOR, False), (ROOM, True)): (
            "which rooms does {x} teach in ?", "where does {x} lecture ?",
            "where can i find {x} teaching ?"),
        ((ENROLLED, False), (PROGRAMME, True)): (
            "which programmes are the students on {x} from ?",
            "what degrees do {x}'s students study ?", "what are people taking {x} studying ?"),
        ((BUILDING, True), (CAMPUS_REF, True)): (
            "which campus is {x} on ?", "on which campus can {x} be found ?",
            "what campus is the {x} at ?"),
        ((CAMPUS_REF, True), (CITY, True)): (
            "which city is {x} in ?", "in what city is the {x} ?",
            "where in the world is {x} ?"),
        ((SCHOLARSHIP, True), (SPONSOR, True)): (
            "who sponsors {x}'s scholarship ?", "which organisation funds {x} ?",
            "who pays {x}'s bursary ?"),
        ((PREREQ, True), (INSTRUCTOR, True)): (
            "who teaches the prerequisite of {x} ?",
            "which lecturers teach the courses needed before {x} ?",
            "who taught the module i need before {x} ?"),
        ((HEAD, True), (BORN, True)): (
            "when was the head of the {x} born ?",
            "what year was {x}'s head of department born ?",
            "in what year was the person heading {x} born ?"),
        ((GROUP, False), (INSTRUCTOR, False)): (
            "which courses are taught by members of {x} ?",
            "name a course taught by someone in the {x} ?",
            "what do the researchers of the {x} teach ?"),
        ((DEPT, False), (INSTRUCTOR, True)): (
            "who teaches in the {x} ?", "name a lecturer who teaches for the {x} ?",
            "which instructors teach courses of the {x} ?"),
        ((FACULTY, False), (HEAD, True)): (
            "who are the heads of department in the {x} ?",
            "name a head of department in the {x} ?",
            "which professors head departments of the {x} ?"),
        ((SPONSOR, False), (SCHOLARSHIP, False)): (
            "which students are funded by {x} ?", "name a student sponsored by {x} ?",
            "who gets money from {x} ?"),
        ((ADVISOR, False), (ENROLLED, True)): (
            "which courses do {x}'s advisees take ?",
            "what are the students advised by {x} enrolled in ?",
            "name a course taken by a student {x} advises ?"),
        ((PUBLISHER, False), (TEXTBOOK, False)): (
            "which courses use books from {x} ?",
            "name a course whose textbook is published by {x} ?",
            "where are {x}'s textbooks used ?"),
        ((CODE, False), (INSTRUCTOR, True)): (
            "who teaches {x} ?", "who is the lecturer for {x} ?",
            "which instructor runs course {x} ?"),
        ((CODE, False), (ROOM, True)): (
            "where is {x} taught ?", "which room is {x} in ?", "in what room does {x} meet ?"),
        ((PROGRAMME, False), (ADVISOR, True)): (
            "who advises students on the {x} ?", "name an advisor of a {x} student ?",
            "which staff are advisors to {x} students ?"),
        ((PUBLISHER, True), (HQ_CITY, True)): (
            "where is the publisher of {x} based ?", "in which city is the publisher of {x} ?",
            "which city does the publisher of {x} come from ?"),
    },
    two_anchor=(
        ((INSTRUCTOR, False), (SEMESTER, False),
         ("what does {x} teach in {y} ?", "which of {x}'s courses run in {y} ?")),
        ((ENROLLED, False), (PROGRAMME, False),
         ("which {y} students take {x} ?", "who on the {y} programme is enrolled in {x} ?",
          "name a {y} student taking {x} ?")),
        ((ADVISOR, False), (START, False),
         ("which students advised by {x} started in {y} ?",
          "who from the {y} intake does {x} advise ?")),
        ((ROOM, False), (SEMESTER, False),
         ("which courses are held in {x} in {y} ?", "what is taught in {x} during {y} ?")),
        ((DEPT, False), (CREDITS, False),
         ("which {x} courses are worth {y} credits ?",
          "name a {y}-credit course run by the {x} ?")),
        ((TEXTBOOK, False), (INSTRUCTOR, False),
         ("which of {y}'s courses use {x} ?", "where does {y} set {x} as the textbook ?")),
        ((GROUP, False), (BORN, False),
         ("which members of {x} were born in {y} ?", "who in the {x} was born in {y} ?")),
        ((ENROLLED, False), (SCHOLARSHIP, False),
         ("which {y} holders take {x} ?", "who on the {y} is enrolled in {x} ?")),
        ((PUBLISHER, False), (PUB_YEAR, False),
         ("which books did {x} publish in {y} ?", "what did {x} bring out in {y} ?")),
        ((BUILDING, False), (CAPACITY, False),
         ("which room in {x} seats {y} ?", "name a room in the {x} with {y} seats ?")),
        ((PROGRAMME, False), (START, False),
         ("which {x} students started in {y} ?", "who joined {x} in {y} ?")),
        ((ENROLLED, False), (ADVISOR, False),
         ("which of {y}'s advisees are enrolled in {x} ?",
          "who does {y} advise that takes {x} ?")),
    ),
)  # fmt: skip


RECIPE = KGRecipe("campus", campus_kg, CAMPUS)
