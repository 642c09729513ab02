"""A legal KG of our own, made up for an unseen-KG check (written after the football,
library, music, hospital, company, travel, academia, geopolitics, cuisine, space, art,
software, ecology, maritime and pharma KGs, to check the rules they led to, and not tuned
on): the courts of six common-law countries (supreme, appeal and trial courts, the cities
they sit in and the country they have jurisdiction over), their judges (the court they sit
on, the year they were appointed, the law schools they graduated from), cases (a name like
"Harlow v. Brennick Holdings" or a docket code like "CV-2019-0412"; the year filed, the
court that decided it, the judge who presided, the area of law, the plaintiff and the
defendant, the statutes cited and, for appeals, the case appealed from), law firms (head
office, founding year) and their lawyers (firm, law school, year admitted to the bar, the
parties they represent and the cases they were counsel in), companies (industry, head
office, founding year), statutes ("Fair Competition Act", "Consumer Guarantees Act 1993";
year enacted, jurisdiction), law schools and cities. The relation names look like RDF
imported into Neo4j by n10s: a namespace prefix, a double underscore and a camelCase local
name (`lex__decidedBy`, `lex__presidedOverBy`, `org__headquarteredIn`, `geo__locatedIn`),
twenty-two relations, six of them also stored backwards as a twin whose name a person chose
rather than a suffix (`lex__presidedOverBy` / `lex__presidesOver`, `lex__appealedFrom` /
`lex__appealedTo`, `lex__cites` / `lex__citedBy`, `lex__sitsOn` / `lex__hasJudge`,
`lex__worksAt` / `org__employs`, `lex__represents` / `lex__representedBy`); no types file.

`geo__locatedIn` is said of courts and law schools alike (a city), `org__headquarteredIn`
and `org__foundedInYear` of law firms and companies alike, `lex__graduatedFrom` of judges
and lawyers alike, `lex__jurisdiction` of courts and statutes alike (a country; a city's
country is `geo__country`), and a plaintiff, a defendant or a client a lawyer represents
is a person or a company. Trial cases are filed in a trial court (busier ones more often),
about three in ten are appealed to the court of appeal above it and some of those again to
the country's supreme court; an appeal is filed one to three years later, keeps the area of
law and most of the statutes, and is named after its appellant ("Brennick Holdings v.
Harlow") or given a docket code ("CA-2021-0113", "SC-2022-0017"). The presiding judge sits
on the deciding court and was mostly appointed before the filing. Companies are mostly sued
in their own country, in areas their industry draws (software companies over patents and
data protection, banks over securities fraud) and many keep one law firm; lawyers mostly
act in their firm's country and graduated from a school there, as judges did. Cases cite
statutes of their country on their area enacted before they were filed (contract, personal
injury and defamation cases often none). Years overlap: founding years 1823 to 2015,
enactment years 1890 to 2022, appointment years 1978 to 2023, bar admissions 1970 to 2023,
filing years 1985 to 2024. People are drawn with `NameDrawer` (distinct names); a person's
surname may also begin a case name. Wordings were written before any run and were not
changed for the score.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

DECIDED = "lex__decidedBy"
PRESIDED = "lex__presidedOverBy"
FILED = "lex__filedInYear"
AREA = "lex__areaOfLaw"
PLAINTIFF = "lex__plaintiff"
DEFENDANT = "lex__defendant"
APPEALED_FROM = "lex__appealedFrom"
CITES = "lex__cites"
SITS_ON = "lex__sitsOn"
APPOINTED = "lex__appointedInYear"
GRADUATED = "lex__graduatedFrom"
WORKS_AT = "lex__worksAt"
REPRESENTS = "lex__represents"
COUNSEL = "lex__counselIn"
ADMITTED = "lex__admittedToBarInYear"
ENACTED = "lex__enactedInYear"
JURISDICTION = "lex__jurisdiction"
HQ = "org__headquarteredIn"
FOUNDED = "org__foundedInYear"
INDUSTRY = "org__industry"
LOCATED = "geo__locatedIn"
COUNTRY = "geo__country"

TWINS = {  # relation: the name its backward twin is stored under
    PRESIDED: "lex__presidesOver",
    APPEALED_FROM: "lex__appealedTo",
    CITES: "lex__citedBy",
    SITS_ON: "lex__hasJudge",
    WORKS_AT: "org__employs",
    REPRESENTS: "lex__representedBy",
}

US, UK, CA, AU = "United States", "United Kingdom", "Canada", "Australia"
IE, NZ = "Ireland", "New Zealand"

CITIES = {  # city: its country
    "Washington": US, "New York": US, "Chicago": US, "San Francisco": US, "Boston": US,
    "Houston": US, "Atlanta": US, "Seattle": US, "Denver": US, "Philadelphia": US,
    "London": UK, "Manchester": UK, "Birmingham": UK, "Edinburgh": UK, "Leeds": UK,
    "Bristol": UK, "Ottawa": CA, "Toronto": CA, "Vancouver": CA, "Montreal": CA,
    "Calgary": CA, "Canberra": AU, "Sydney": AU, "Melbourne": AU, "Brisbane": AU, "Perth": AU,
    "Dublin": IE, "Cork": IE, "Galway": IE, "Wellington": NZ, "Auckland": NZ,
    "Christchurch": NZ,
}  # fmt: skip

SUPREME_US = "Supreme Court of the United States"
SUPREME_UK = "Supreme Court of the United Kingdom"
SUPREME_CA, SUPREME_AU = "Supreme Court of Canada", "High Court of Australia"
SUPREME_IE, SUPREME_NZ = "Supreme Court of Ireland", "Supreme Court of New Zealand"
COURTS = {  # court: its city, the court its decisions are appealed to (none for a supreme
    # court), how busy it is as a trial court (0 for an appeal or supreme court)
    SUPREME_US: ("Washington", None, 0),
    "First Circuit Court of Appeals": ("Boston", SUPREME_US, 0),
    "Second Circuit Court of Appeals": ("New York", SUPREME_US, 0),
    "Third Circuit Court of Appeals": ("Philadelphia", SUPREME_US, 0),
    "Fifth Circuit Court of Appeals": ("Houston", SUPREME_US, 0),
    "Seventh Circuit Court of Appeals": ("Chicago", SUPREME_US, 0),
    "Ninth Circuit Court of Appeals": ("San Francisco", SUPREME_US, 0),
    "Eleventh Circuit Court of Appeals": ("Atlanta", SUPREME_US, 0),
    "Massachusetts District Court": ("Boston", "First Circuit Court of Appeals", 2),
    "Southern New York District Court": ("New York", "Second Circuit Court of Appeals", 5),
    "Eastern Pennsylvania District Court": ("Philadelphia", "Third Circuit Court of Appeals",
                                            2),
    "Southern Texas District Court": ("Houston", "Fifth Circuit Court of Appeals", 2),
    "Northern Illinois District Court": ("Chicago", "Seventh Circuit Court of Appeals", 3),
    "Northern California District Court": ("San Francisco", "Ninth Circuit Court of Appeals",
                                           4),
    "Western Washington District Court": ("Seattle", "Ninth Circuit Court of Appeals", 2),
    "Northern Georgia District Court": ("Atlanta", "Eleventh Circuit Court of Appeals", 1),
    SUPREME_UK: ("London", None, 0),
    "Court of Appeal of England and Wales": ("London", SUPREME_UK, 0),
    "Court of Session": ("Edinburgh", SUPREME_UK, 0),
    "Central London County Court": ("London", "Court of Appeal of England and Wales", 4),
    "Manchester County Court": ("Manchester", "Court of Appeal of England and Wales", 2),
    "Birmingham County Court": ("Birmingham", "Court of Appeal of England and Wales", 1),
    "Leeds County Court": ("Leeds", "Court of Appeal of England and Wales", 1),
    "Bristol County Court": ("Bristol", "Court of Appeal of England and Wales", 1),
    "Edinburgh Sheriff Court": ("Edinburgh", "Court of Session", 1),
    SUPREME_CA: ("Ottawa", None, 0),
    "Court of Appeal for Ontario": ("Toronto", SUPREME_CA, 0),
    "Court of Appeal for British Columbia": ("Vancouver", SUPREME_CA, 0),
    "Quebec Court of Appeal": ("Montreal", SUPREME_CA, 0),
    "Court of Appeal of Alberta": ("Calgary", SUPREME_CA, 0),
    "Federal Court of Appeal": ("Ottawa", SUPREME_CA, 0),
    "Ontario Superior Court of Justice": ("Toronto", "Court of Appeal for Ontario", 3),
    "Supreme Court of British Columbia": ("Vancouver", "Court of Appeal for British Columbia",
                                          2),
    "Superior Court of Quebec": ("Montreal", "Quebec Court of Appeal", 1),
    "Court of King's Bench of Alberta": ("Calgary", "Court of Appeal of Alberta", 1),
    "Federal Court of Canada": ("Ottawa", "Federal Court of Appeal", 2),
    SUPREME_AU: ("Canberra", None, 0),
    "New South Wales Court of Appeal": ("Sydney", SUPREME_AU, 0),
    "Victorian Court of Appeal": ("Melbourne", SUPREME_AU, 0),
    "Queensland Court of Appeal": ("Brisbane", SUPREME_AU, 0),
    "Western Australian Court of Appeal": ("Perth", SUPREME_AU, 0),
    "Supreme Court of New South Wales": ("Sydney", "New South Wales Court of Appeal", 3),
    "Supreme Court of Victoria": ("Melbourne", "Victorian Court of Appeal", 2),
    "Supreme Court of Queensland": ("Brisbane", "Queensland Court of Appeal", 1),
    "District Court of Western Australia": ("Perth", "Western Australian Court of Appeal", 1),
    SUPREME_IE: ("Dublin", None, 0),
    "Irish Court of Appeal": ("Dublin", SUPREME_IE, 0),
    "High Court of Ireland": ("Dublin", "Irish Court of Appeal", 3),
    "Cork Circuit Court": ("Cork", "Irish Court of Appeal", 1),
    "Galway Circuit Court": ("Galway", "Irish Court of Appeal", 1),
    SUPREME_NZ: ("Wellington", None, 0),
    "New Zealand Court of Appeal": ("Wellington", SUPREME_NZ, 0),
    "Auckland High Court": ("Auckland", "New Zealand Court of Appeal", 2),
    "Wellington High Court": ("Wellington", "New Zealand Court of Appeal", 1),
    "Christchurch High Court": ("Christchurch", "New Zealand Court of Appeal", 1),
}  # fmt: skip

SCHOOLS = {  # law school: its city
    "Charlesgate School of Law": "Boston", "Hudson University School of Law": "New York",
    "Lakefront College of Law": "Chicago", "Presidio School of Law": "San Francisco",
    "Capitol Hill Law Center": "Washington", "Peachtree School of Law": "Atlanta",
    "Schuylkill Law School": "Philadelphia", "Thames Inn Law School": "London",
    "Irwell University Faculty of Law": "Manchester", "Holyrood School of Law": "Edinburgh",
    "Don Valley Law School": "Toronto", "Fraser River Faculty of Law": "Vancouver",
    "Mont-Royal Faculty of Law": "Montreal", "Rideau Law School": "Ottawa",
    "Harbour City Law School": "Sydney", "Yarra School of Law": "Melbourne",
    "Moreton Bay Law School": "Brisbane", "Liffey School of Law": "Dublin",
    "Lee Valley Law School": "Cork", "Waitemata School of Law": "Auckland",
    "Kelburn Law Faculty": "Wellington",
}  # fmt: skip

FIRMS = {  # law firm: its head office, its founding year
    "Ashford & Pryce LLP": ("London", 1823), "Whitcombe Hale": ("New York", 1891),
    "Dunmore Vance & Co": ("Chicago", 1902), "Kilbride Searle": ("Dublin", 1887),
    "Marlowe Tennant LLP": ("London", 1868), "Braddock Quint": ("Boston", 1911),
    "Fairweather Lyle": ("Sydney", 1934), "Okonkwo Reyes Partners": ("Houston", 1987),
    "Castellan Rowe": ("San Francisco", 1979), "Penhallow Grant": ("Toronto", 1921),
    "Vautrin Belanger": ("Montreal", 1946), "Holloway McRae": ("Edinburgh", 1859),
    "Strand & Keble": ("London", 1902), "Larkspur Legal": ("Seattle", 2004),
    "Tamsin Ward Associates": ("Manchester", 1995), "Ridley Fenwick": ("Philadelphia", 1878),
    "Carrow Delacroix": ("Atlanta", 1966), "Maitland Kerr": ("Melbourne", 1899),
    "Beaumont Sinclair": ("Wellington", 1952), "Kaimai Legal": ("Auckland", 2001),
    "Harcourt Blaine": ("Vancouver", 1962), "Sutter Lowell": ("Washington", 1948),
    "Prentice & Oyelaran": ("Birmingham", 2010), "Crosbie Dunne": ("Cork", 1931),
    "Ravensworth Quill": ("Calgary", 1983), "Ellery Bishop": ("Brisbane", 1975),
    "Corran Mackintosh": ("Perth", 1990), "Stanhope Argyle": ("New York", 1932),
}  # fmt: skip

COMPANIES = {  # company: its industry, head office, founding year
    "Brennick Holdings": ("construction", "Chicago", 1956),
    "Norvale Software": ("software", "Seattle", 1994),
    "Quillon Systems": ("software", "San Francisco", 2008),
    "Tessaract Labs": ("software", "Boston", 2012),
    "Quayside Software": ("software", "Dublin", 2003),
    "Granary Data": ("software", "Denver", 2015),
    "Halvard Pharmaceuticals": ("pharmaceuticals", "Philadelphia", 1921),
    "Meridale Biotech": ("pharmaceuticals", "Toronto", 1998),
    "Dunluce Pharma": ("pharmaceuticals", "Cork", 1996),
    "Palisade Health": ("pharmaceuticals", "New York", 2009),
    "Corvid Bank": ("banking", "New York", 1871),
    "First Harbour Bank": ("banking", "Sydney", 1902),
    "Larchmont Capital": ("banking", "Boston", 1988),
    "Aldgate Mutual": ("insurance", "London", 1847),
    "Stonebridge Insurance Group": ("insurance", "Toronto", 1913),
    "Corrib Insurance": ("insurance", "Galway", 1972),
    "Pellham Retail": ("retail", "Manchester", 1965),
    "Greenacre Markets": ("retail", "Melbourne", 1958),
    "Redfern Retail Group": ("retail", "Sydney", 1984),
    "Bluewater Petroleum": ("oil and gas", "Houston", 1938),
    "Kettering Oil": ("oil and gas", "Calgary", 1951),
    "Ardmore Telecom": ("telecommunications", "Dublin", 1984),
    "Lumen Wireless": ("telecommunications", "Vancouver", 2001),
    "Rexford Motors": ("automotive", "Birmingham", 1909),
    "Calder Automotive": ("automotive", "Chicago", 1927),
    "Emberly Motors": ("automotive", "Melbourne", 1948),
    "Ironbark Mining": ("mining", "Perth", 1967),
    "Tasman Minerals": ("mining", "Brisbane", 1989),
    "Athabasca Resources": ("mining", "Calgary", 1974),
    "Highline Media": ("media", "New York", 1977),
    "Kingsway Broadcasting": ("media", "London", 1936),
    "Arclight Pictures": ("media", "Vancouver", 1997),
    "Fernhill Foods": ("food and beverage", "Auckland", 1923),
    "Glenmorrow Distillers": ("food and beverage", "Edinburgh", 1849),
    "Whitlock Foods": ("food and beverage", "Chicago", 1899),
    "Skyward Airlines": ("aviation", "Atlanta", 1946),
    "Southern Cross Air": ("aviation", "Sydney", 1952),
    "Tidewater Shipping": ("shipping", "Houston", 1919),
    "Aotea Freight": ("shipping", "Wellington", 1964),
    "Vantor Semiconductors": ("electronics", "San Francisco", 1983),
    "Pinecrest Devices": ("electronics", "Ottawa", 1991),
    "Harrowgate Construction": ("construction", "Leeds", 1931),
    "Marquette Builders": ("construction", "Montreal", 1960),
    "Solent Energy": ("renewable energy", "Bristol", 2006),
    "Canterbury Wind": ("renewable energy", "Christchurch", 2011),
}  # fmt: skip

CONTRACT, ANTITRUST, PATENT = "contract law", "antitrust", "patent infringement"
TRADEMARK, COPYRIGHT = "trademark infringement", "copyright infringement"
EMPLOYMENT, INJURY, PRODUCT = "employment law", "personal injury", "product liability"
SECURITIES, ENVIRONMENT = "securities fraud", "environmental law"
DEFAMATION, INSURANCE_LAW = "defamation", "insurance law"
DATA, TAX, PROPERTY = "data protection", "tax law", "real estate law"

INDUSTRY_AREAS = {  # industry: the areas of law its companies are most often sued over
    "software": [PATENT, DATA, ANTITRUST, COPYRIGHT],
    "pharmaceuticals": [PATENT, PRODUCT, ANTITRUST],
    "banking": [SECURITIES, CONTRACT, DATA],
    "insurance": [INSURANCE_LAW, CONTRACT],
    "retail": [TRADEMARK, INJURY, EMPLOYMENT, PRODUCT],
    "oil and gas": [ENVIRONMENT, CONTRACT, TAX],
    "telecommunications": [ANTITRUST, DATA, CONTRACT],
    "automotive": [PRODUCT, PATENT, EMPLOYMENT],
    "mining": [ENVIRONMENT, EMPLOYMENT, PROPERTY],
    "media": [DEFAMATION, COPYRIGHT],
    "food and beverage": [TRADEMARK, PRODUCT, EMPLOYMENT],
    "aviation": [INJURY, EMPLOYMENT, ANTITRUST],
    "shipping": [CONTRACT, ENVIRONMENT, INSURANCE_LAW],
    "electronics": [PATENT, PRODUCT, ANTITRUST],
    "construction": [CONTRACT, INJURY, PROPERTY],
    "renewable energy": [ENVIRONMENT, PROPERTY, CONTRACT],
}
PERSONAL_AREAS = [CONTRACT, INJURY, DEFAMATION, PROPERTY, EMPLOYMENT, INSURANCE_LAW, TAX]

STATUTES = {  # statute: the year enacted, its country, the areas of law it is cited in
    "Uniform Commercial Code": (1952, US, [CONTRACT]),
    "Fair Competition Act": (1914, US, [ANTITRUST]),
    "Patent Reform Act": (2011, US, [PATENT]),
    "Inventors Protection Act": (1952, US, [PATENT]),
    "Copyright Modernization Act": (1976, US, [COPYRIGHT]),
    "Trademark Protection Act": (1946, US, [TRADEMARK]),
    "Securities Integrity Act": (1934, US, [SECURITIES]),
    "Investor Disclosure Act": (2002, US, [SECURITIES]),
    "Clean Rivers Act": (1972, US, [ENVIRONMENT]),
    "Workplace Fairness Act": (1964, US, [EMPLOYMENT]),
    "Consumer Product Safety Act": (1972, US, [PRODUCT]),
    "Digital Privacy Act": (2018, US, [DATA]),
    "Federal Tax Code": (1954, US, [TAX]),
    "Online Speech Act": (1996, US, [DEFAMATION, COPYRIGHT]),
    "Partnership Act 1890": (1890, UK, [CONTRACT]),
    "Sale of Goods Act 1979": (1979, UK, [CONTRACT, PRODUCT]),
    "Fair Trading and Competition Act 1998": (1998, UK, [ANTITRUST]),
    "Patents and Designs Act 1977": (1977, UK, [PATENT]),
    "Copyright and Performances Act 1988": (1988, UK, [COPYRIGHT]),
    "Trade Marks Act 1994": (1994, UK, [TRADEMARK]),
    "Financial Markets Conduct Act 2000": (2000, UK, [SECURITIES]),
    "Environmental Protection Act 1990": (1990, UK, [ENVIRONMENT]),
    "Employment Rights Act 1996": (1996, UK, [EMPLOYMENT]),
    "Consumer Safety Act 1987": (1987, UK, [PRODUCT]),
    "Data Protection Act 2018": (2018, UK, [DATA]),
    "Data Protection Act 1998": (1998, UK, [DATA]),
    "Reputation and Libel Act 2013": (2013, UK, [DEFAMATION]),
    "Marine Insurance Act 1906": (1906, UK, [INSURANCE_LAW]),
    "Occupiers' Safety Act 1957": (1957, UK, [INJURY]),
    "Competition Act 1986": (1986, CA, [ANTITRUST]),
    "Patent Act 1935": (1935, CA, [PATENT]),
    "Income Tax Act 1985": (1985, CA, [TAX]),
    "Personal Information Protection Act 2000": (2000, CA, [DATA]),
    "Canada Labour Standards Act 1965": (1965, CA, [EMPLOYMENT]),
    "Environmental Assessment Act 1992": (1992, CA, [ENVIRONMENT]),
    "Securities Act 1990": (1990, CA, [SECURITIES]),
    "Trademarks Act 1953": (1953, CA, [TRADEMARK]),
    "Competition and Consumer Act 2010": (2010, AU, [ANTITRUST, PRODUCT]),
    "Corporations Act 2001": (2001, AU, [SECURITIES, CONTRACT]),
    "Privacy Act 1988": (1988, AU, [DATA]),
    "Fair Work Act 2009": (2009, AU, [EMPLOYMENT]),
    "Property Law Act 1974": (1974, AU, [PROPERTY]),
    "Civil Liability Act 2002": (2002, AU, [INJURY, DEFAMATION]),
    "Mining Rehabilitation Act 1978": (1978, AU, [ENVIRONMENT, PROPERTY]),
    "Taxes Consolidation Act 1997": (1997, IE, [TAX]),
    "Irish Competition Act 2002": (2002, IE, [ANTITRUST]),
    "Data Sharing and Governance Act 2019": (2019, IE, [DATA]),
    "Unfair Dismissals Act 1977": (1977, IE, [EMPLOYMENT]),
    "Statute of Frauds (Ireland) Act 1895": (1895, IE, [CONTRACT, PROPERTY]),
    "Defamation Act 2009": (2009, IE, [DEFAMATION]),
    "Consumer Guarantees Act 1993": (1993, NZ, [PRODUCT, CONTRACT]),
    "Resource Management Act 1991": (1991, NZ, [ENVIRONMENT, PROPERTY]),
    "Land Transfer Act 1952": (1952, NZ, [PROPERTY]),
    "Employment Relations Act 2000": (2000, NZ, [EMPLOYMENT]),
    "Commerce Act 1986": (1986, NZ, [ANTITRUST]),
    "Accident Compensation Act 2022": (2022, NZ, [INJURY]),
}  # fmt: skip

FIRST = ["Margaret", "Thomas", "Eleanor", "Richard", "Susan", "Howard", "Catherine", "Gordon",
         "Patricia", "Walter", "Deborah", "Kenneth", "Alison", "Bernard", "Fiona", "Declan",
         "Siobhan", "Aidan", "Priya", "Rohan", "Mei", "Daniel", "Aroha", "Tane", "Chloe",
         "Liam", "Olivia", "Nathan", "Grace", "Samuel", "Harriet", "Julian", "Imogen",
         "Marcus", "Rebecca", "Oliver", "Naomi", "Colm", "Yasmin", "Gareth", "Louise",
         "Hamish", "Ngaire", "Ruth", "Vincent", "Joanna", "Felix", "Moira", "Desmond",
         "Claire"]  # fmt: skip
LAST = ["Harlow", "Whitfield", "Ashworth", "Corrigan", "Halloran", "Pemberton", "McAllister",
        "Radcliffe", "Thornbury", "Okafor", "Delaney", "Fairbanks", "Gallagher", "Winslow",
        "Brennan", "Castellano", "Dubois", "Fitzgerald", "Goldberg", "Hakimi", "Iverson",
        "Jablonski", "Kowalczyk", "Lachlan", "Moreau", "Nakamura", "O'Sullivan", "Patel",
        "Quinlan", "Rosenthal", "Sandoval", "Tremblay", "Underwood", "Vasquez", "Wexler",
        "Yeoman", "Zhang", "Abernathy", "Bellamy", "Crowther", "Drummond", "Ellsworth",
        "Forsythe", "Garvey", "Hennessy", "Kavanagh", "Lindqvist", "Mwangi", "Ngata",
        "Whitaker"]  # fmt: skip

LAW = Wordings(
    one_hop={
        (DECIDED, True): ("which court decided {x} ?", "in which court was {x} heard ?",
                          "{x} was decided by which court ?", "what court ruled on {x} ?"),
        (DECIDED, False): ("what cases were decided in {x} ?", "which cases did {x} rule on ?",
                           "name a case heard by {x} ?", "list the decisions of the {x} ?"),
        (PRESIDED, True): ("who presided over {x} ?", "which judge heard {x} ?",
                           "who was the judge in {x} ?", "{x} was presided over by which judge ?"),
        (PRESIDED, False): ("which cases did {x} preside over ?",
                            "what cases has judge {x} heard ?",
                            "name a case where {x} was the presiding judge ?"),
        (FILED, True): ("when was {x} filed ?", "what year was {x} filed ?",
                        "in which year was the {x} lawsuit brought ?"),
        (FILED, False): ("which cases were filed in {x} ?", "what lawsuits were brought in {x} ?",
                         "name a case filed in the year {x} ?"),
        (AREA, True): ("what area of law is {x} about ?", "what kind of case is {x} ?",
                       "{x} concerns which field of law ?", "what was {x} about ?"),
        (AREA, False): ("which cases involve {x} ?", "name a {x} case ?",
                        "what lawsuits concern {x} ?"),
        (PLAINTIFF, True): ("who was the plaintiff in {x} ?", "who brought {x} ?",
                            "who sued in {x} ?", "which party filed {x} ?"),
        (PLAINTIFF, False): ("in which cases was {x} the plaintiff ?",
                             "what lawsuits has {x} filed ?", "name a case brought by {x} ?"),
        (DEFENDANT, True): ("who was the defendant in {x} ?", "who was sued in {x} ?",
                            "against whom was {x} brought ?"),
        (DEFENDANT, False): ("which cases was {x} sued in ?",
                             "in what lawsuits was {x} the defendant ?",
                             "name a case against {x} ?"),
        (APPEALED_FROM, True): ("which case was {x} appealed from ?",
                                "what was the lower court case in {x} ?",
                                "{x} is an appeal of which case ?"),
        (APPEALED_FROM, False): ("which case was {x} appealed to ?",
                                 "what is the appeal of {x} ?",
                                 "which appeal came out of {x} ?"),
        (CITES, True): ("which statutes does {x} cite ?", "what laws were cited in {x} ?",
                        "name a statute relied on in {x} ?", "which acts did {x} invoke ?"),
        (CITES, False): ("which cases cite {x} ?", "in what cases was the {x} cited ?",
                         "name a case that relied on the {x} ?"),
        (SITS_ON, True): ("which court does {x} sit on ?", "where does judge {x} serve ?",
                          "what court is {x} a judge of ?", "{x} sits on which bench ?"),
        (SITS_ON, False): ("who are the judges of the {x} ?", "which judges sit on {x} ?",
                           "name a judge at the {x} ?"),
        (APPOINTED, True): ("when was {x} appointed ?", "what year did {x} become a judge ?",
                            "in which year was judge {x} appointed to the bench ?"),
        (APPOINTED, False): ("which judges were appointed in {x} ?",
                             "who joined the bench in {x} ?", "name a judge appointed in {x} ?"),
        (GRADUATED, True): ("where did {x} go to law school ?",
                            "which law school did {x} graduate from ?",
                            "what school did {x} attend ?",
                            "{x} is an alumnus of which law school ?"),
        (GRADUATED, False): ("which lawyers graduated from {x} ?", "who studied law at {x} ?",
                             "name a graduate of {x} ?", "which judges went to {x} ?"),
        (WORKS_AT, True): ("which firm does {x} work at ?", "where does {x} work ?",
                           "who employs {x} ?", "what law firm is {x} with ?"),
        (WORKS_AT, False): ("who works at {x} ?", "which lawyers are at {x} ?",
                            "name an attorney employed by {x} ?", "list the partners of {x} ?"),
        (REPRESENTS, True): ("who does {x} represent ?", "which clients has {x} represented ?",
                             "whom did {x} act for ?"),
        (REPRESENTS, False): ("who represents {x} ?", "which lawyers have represented {x} ?",
                              "who is {x}'s attorney ?", "name a lawyer for {x} ?"),
        (COUNSEL, True): ("which cases did {x} work on ?", "in what cases was {x} counsel ?",
                          "name a case {x} argued ?"),
        (COUNSEL, False): ("who was counsel in {x} ?", "which lawyers worked on {x} ?",
                           "who argued {x} ?", "name an attorney in {x} ?"),
        (ADMITTED, True): ("when was {x} admitted to the bar ?",
                           "what year did {x} pass the bar ?",
                           "since when has {x} been a licensed lawyer ?"),
        (ADMITTED, False): ("which lawyers were admitted to the bar in {x} ?",
                            "who was called to the bar in {x} ?"),
        (ENACTED, True): ("when was the {x} enacted ?", "what year was the {x} passed ?",
                          "in which year did {x} become law ?"),
        (ENACTED, False): ("which statutes were enacted in {x} ?", "what laws were passed in {x} ?",
                           "name an act from {x} ?"),
        (JURISDICTION, True): ("what is the jurisdiction of the {x} ?",
                               "which country does {x} apply in ?",
                               "{x} has jurisdiction over which country ?"),
        (JURISDICTION, False): ("name a court with jurisdiction in {x} ?",
                                "which laws apply in {x} ?",
                                "what falls under the jurisdiction of {x} ?"),
        (HQ, True): ("where is {x} headquartered ?", "where is {x} based ?",
                     "which city is {x}'s head office in ?"),
        (HQ, False): ("name a company headquartered in {x} ?", "which firms are based in {x} ?",
                      "what businesses have their headquarters in {x} ?"),
        (FOUNDED, True): ("when was {x} founded ?", "what year was {x} established ?",
                          "in what year did {x} open its doors ?"),
        (FOUNDED, False): ("which firms were founded in {x} ?",
                           "what companies were established in {x} ?"),
        (INDUSTRY, True): ("what industry is {x} in ?", "what does {x} do ?",
                           "what sector does {x} operate in ?"),
        (INDUSTRY, False): ("which companies are in the {x} industry ?", "name a {x} company ?",
                            "list {x} businesses ?"),
        (LOCATED, True): ("where is the {x} located ?", "which city is {x} in ?",
                          "where does the {x} sit ?"),
        (LOCATED, False): ("which courts are located in {x} ?", "what law schools are in {x} ?",
                           "name an institution in {x} ?"),
        (COUNTRY, True): ("which country is {x} in ?", "{x} is in what country ?"),
        (COUNTRY, False): ("which cities are in {x} ?", "name a city in {x} ?"),
    },
    two_hop={
        ((DECIDED, True), (LOCATED, True)): (
            "which city is the court that decided {x} in ?",
            "where is the court that ruled on {x} located ?", "in what city was {x} decided ?"),
        ((PRESIDED, True), (GRADUATED, True)): (
            "what law school did the judge who presided over {x} attend ?",
            "where did the judge in {x} study law ?"),
        ((PRESIDED, True), (APPOINTED, True)): (
            "when was the judge who heard {x} appointed ?",
            "what year did the presiding judge of {x} join the bench ?"),
        ((COUNSEL, False), (WORKS_AT, True)): (
            "which law firms worked on {x} ?", "what firms were involved in {x} ?"),
        ((WORKS_AT, False), (COUNSEL, True)): (
            "which cases has {x} worked on ?", "name a case handled by lawyers from {x} ?"),
        ((REPRESENTS, False), (WORKS_AT, True)): (
            "which firm represents {x} ?", "what law firm does {x} use ?"),
        ((HQ, True), (COUNTRY, True)): (
            "in which country is {x} headquartered ?", "what country is {x} based in ?"),
        ((LOCATED, True), (COUNTRY, True)): (
            "in which country is the {x} located ?", "what country is {x} in ?"),
        ((DECIDED, True), (JURISDICTION, True)): (
            "in which country was {x} decided ?", "what jurisdiction was {x} heard in ?"),
        ((CITES, True), (ENACTED, True)): (
            "when were the statutes cited in {x} enacted ?",
            "what year is the law that {x} relied on from ?"),
        ((APPEALED_FROM, True), (DECIDED, True)): (
            "which court decided the case that {x} appealed ?",
            "which lower court heard the case before {x} ?"),
        ((APPEALED_FROM, False), (DECIDED, True)): (
            "which court heard the appeal of {x} ?", "where was {x} appealed to ?"),
        ((PLAINTIFF, True), (HQ, True)): (
            "where is the plaintiff in {x} headquartered ?",
            "in what city is the company that brought {x} based ?"),
        ((DEFENDANT, True), (INDUSTRY, True)): (
            "what industry is the defendant in {x} in ?",
            "what business is the company sued in {x} in ?"),
        ((INDUSTRY, False), (DEFENDANT, False)): (
            "which cases were brought against {x} companies ?",
            "name a lawsuit against a company in the {x} industry ?"),
        ((SITS_ON, False), (GRADUATED, True)): (
            "which law schools did the judges of the {x} attend ?",
            "where did the judges on {x} study ?"),
        ((GRADUATED, False), (WORKS_AT, True)): (
            "which firms employ graduates of {x} ?", "where do {x} alumni work ?"),
        ((AREA, False), (CITES, True)): (
            "which statutes are cited in {x} cases ?", "what laws come up in {x} disputes ?"),
        ((COUNTRY, False), (HQ, False)): (
            "which law firms are headquartered in {x} ?", "name a business based in {x} ?"),
        ((PRESIDED, False), (AREA, True)): (
            "what areas of law has {x} ruled on ?", "what kinds of cases does judge {x} hear ?"),
    },
    two_anchor=(
        ((WORKS_AT, False), (COUNSEL, False),
         ("which lawyer at {x} worked on {y} ?", "who from {x} represented a party in {y} ?",
          "which attorney of {x} appeared in {y} ?")),
        ((DECIDED, False), (AREA, False),
         ("which {y} cases did {x} decide ?", "name a {y} case heard by the {x} ?")),
        ((DECIDED, False), (FILED, False),
         ("which cases filed in {y} did {x} decide ?",
          "what cases brought in {y} were heard by the {x} ?")),
        ((PRESIDED, False), (AREA, False),
         ("which {y} case did judge {x} preside over ?", "what {y} case did {x} hear ?")),
        ((SITS_ON, False), (GRADUATED, False),
         ("which judges of the {x} graduated from {y} ?", "who on {x} studied at {y} ?")),
        ((WORKS_AT, False), (GRADUATED, False),
         ("which lawyers at {x} went to {y} ?", "who at {x} is a graduate of {y} ?")),
        ((HQ, False), (INDUSTRY, False),
         ("which {y} company is headquartered in {x} ?", "name a {y} business based in {x} ?")),
        ((CITES, False), (DEFENDANT, False),
         ("which case against {y} cited the {x} ?",
          "in what lawsuit against {y} was the {x} invoked ?")),
        ((JURISDICTION, False), (ENACTED, False),
         ("which {x} statute was enacted in {y} ?", "what law did {x} pass in {y} ?")),
        ((REPRESENTS, False), (WORKS_AT, False),
         ("which lawyer from {y} represents {x} ?", "who at {y} acts for {x} ?")),
    ),
)  # fmt: skip


def _country(place: str) -> str:
    """The country a court, law school, law firm, company or city is in."""
    if place in COURTS:
        place = COURTS[place][0]
    elif place in SCHOOLS:
        place = SCHOOLS[place]
    elif place in FIRMS:
        place = FIRMS[place][0]
    elif place in COMPANIES:
        place = COMPANIES[place][1]
    return CITIES[place]


def law_kg(seed: int = 1) -> MadeUpKG:
    """A made-up legal world: 32 cities in 6 countries, 55 courts, 21 law schools, 28 law
    firms, 45 companies, 56 statutes, about 110 judges, 95 lawyers, 40 individual parties
    and 100 cases (a fifth to a quarter of them appeals)."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []

    facts += [(city, COUNTRY, country) for city, country in CITIES.items()]
    for court, (city, _, _) in COURTS.items():
        facts += [(court, LOCATED, city), (court, JURISDICTION, CITIES[city])]
    facts += [(school, LOCATED, city) for school, city in SCHOOLS.items()]
    for firm, (city, year) in FIRMS.items():
        facts += [(firm, HQ, city), (firm, FOUNDED, str(year))]
    for company, (industry, city, year) in COMPANIES.items():
        facts += [(company, INDUSTRY, industry), (company, HQ, city), (company, FOUNDED, str(year))]
    for statute, (year, country, _) in STATUTES.items():
        facts += [(statute, ENACTED, str(year)), (statute, JURISDICTION, country)]

    people = NameDrawer(rng, FIRST, LAST)
    schools = sorted(SCHOOLS)

    def graduate(person: str, country: str) -> None:
        """`person` graduated from a law school, mostly of `country`, a few from two."""
        local = [s for s in schools if _country(s) == country]
        first = rng.choice(local if rng.random() < 0.85 else schools)
        facts.append((person, GRADUATED, first))
        if rng.random() < 0.12:
            facts.append((person, GRADUATED, rng.choice([s for s in schools if s != first])))

    bench: dict[str, list[tuple[str, int]]] = {}  # court: its judges, appointment years
    for court, (_, appeals_to, busy) in COURTS.items():
        count = rng.randint(3, 5) if appeals_to is None else rng.randint(1, 2 + (busy == 0))
        for _ in range(count):
            judge, year = people(), rng.randint(1978, 2023)
            facts += [(judge, SITS_ON, court), (judge, APPOINTED, str(year))]
            graduate(judge, _country(court))
            bench.setdefault(court, []).append((judge, year))

    staff: dict[str, list[tuple[str, int]]] = {}  # firm: its lawyers, years admitted
    for firm in FIRMS:
        for _ in range(rng.randint(2, 5)):
            lawyer, year = people(), rng.randint(1970, 2023)
            facts += [(lawyer, WORKS_AT, firm), (lawyer, ADMITTED, str(year))]
            graduate(lawyer, _country(firm))
            staff.setdefault(firm, []).append((lawyer, year))

    individuals = [people() for _ in range(40)]
    companies = sorted(COMPANIES)
    firms = sorted(FIRMS)
    retained: dict[str, str] = {}  # party: the law firm it keeps
    names: set[str] = set()

    def party(country: str) -> str:
        """A company, mostly of `country`."""
        local = [c for c in companies if _country(c) == country]
        return rng.choice(local if local and rng.random() < 0.75 else companies)

    def short(name: str) -> str:
        """How a party is named in a case name: a person by surname, a company in full."""
        return name.split(" ", 1)[1] if name in individuals else name

    def case_name(plaintiff: str, defendant: str, code: str, year: int, named: float) -> str:
        """A "Plaintiff v. Defendant" name or, if taken or not drawn, a docket code."""
        name = f"{short(plaintiff)} v. {short(defendant)}"
        if name in names or rng.random() >= named:
            name = f"{code}-{year}-{rng.randint(1, 1999):04d}"
            while name in names:
                name = f"{code}-{year}-{rng.randint(1, 1999):04d}"
        names.add(name)
        return name

    def presiding(court: str, year: int) -> str:
        """A judge of `court`, one appointed by `year` if there is one."""
        sitting = [j for j, y in bench[court] if y <= year] or [j for j, _ in bench[court]]
        return rng.choice(sitting)

    def counsel(case: str, client: str, country: str, year: int, keep: list[str]) -> list[str]:
        """Lawyers for `client` in `case` (some of `keep` if given), from its firm."""
        if keep and rng.random() < 0.7:
            lawyers = keep
        else:
            firm = retained.get(client)
            if firm is None or rng.random() < 0.3:
                local = [f for f in firms if _country(f) == country]
                firm = rng.choice(local if rng.random() < 0.85 else firms)
                if client in COMPANIES and rng.random() < 0.6:
                    retained[client] = firm
            ready = [lw for lw, y in staff[firm] if y < year] or [lw for lw, _ in staff[firm]]
            lawyers = rng.sample(ready, min(len(ready), rng.choice([1, 1, 2])))
        for lawyer in lawyers:
            facts.extend([(lawyer, COUNSEL, case), (lawyer, REPRESENTS, client)])
        return lawyers

    def statutes(country: str, area: str, year: int) -> list[str]:
        """Statutes of `country` on `area` enacted by `year`, one to two, a few others."""
        fit = [s for s, (y, c, areas) in STATUTES.items() if c == country and area in areas]
        fit = [s for s in fit if STATUTES[s][0] <= year]
        if area in (CONTRACT, INJURY, DEFAMATION) and rng.random() < 0.5:
            fit = []
        cited = rng.sample(fit, min(len(fit), rng.choice([1, 1, 2])))
        if rng.random() < 0.12:
            other = [s for s, (y, c, _) in STATUTES.items() if c == country and y <= year]
            cited.append(rng.choice(other))
        return list(dict.fromkeys(cited))

    trial_courts = [c for c, (_, up, busy) in COURTS.items() if busy]
    weights = [COURTS[c][2] for c in trial_courts]
    # case: its court, year, plaintiff, defendant, area, statutes, each side's lawyers
    cases: dict[str, tuple[str, int, str, str, str, list[str], list[str], list[str]]] = {}

    def case(
        court: str, year: int, plaintiff: str, defendant: str, area: str, code: str,
        named: float, cited: list[str], keep: tuple[list[str], list[str]] = ([], []),
    ) -> str:  # fmt: skip
        """A case of these and its facts."""
        country = _country(court)
        name = case_name(plaintiff, defendant, code, year, named)
        facts.extend([(name, DECIDED, court), (name, PRESIDED, presiding(court, year)),
                      (name, FILED, str(year)), (name, AREA, area), (name, PLAINTIFF, plaintiff),
                      (name, DEFENDANT, defendant)])  # fmt: skip
        facts.extend((name, CITES, s) for s in cited)
        ours = counsel(name, plaintiff, country, year, keep[0])
        theirs = counsel(name, defendant, country, year, keep[1])
        cases[name] = (court, year, plaintiff, defendant, area, cited, ours, theirs)
        return name

    for _ in range(rng.randint(70, 78)):
        court = rng.choices(trial_courts, weights)[0]
        country = _country(court)
        year = rng.randint(1985, 2024)
        roll = rng.random()
        if roll < 0.4:
            plaintiff, defendant = party(country), party(country)
            while defendant == plaintiff:
                defendant = party(country)
        elif roll < 0.75:
            plaintiff, defendant = rng.choice(individuals), party(country)
        elif roll < 0.85:
            plaintiff, defendant = party(country), rng.choice(individuals)
        else:
            plaintiff, defendant = rng.sample(individuals, 2)
        if defendant in COMPANIES and rng.random() < 0.65:
            area = rng.choice(INDUSTRY_AREAS[COMPANIES[defendant][0]])
        elif plaintiff in COMPANIES and rng.random() < 0.5:
            area = rng.choice(INDUSTRY_AREAS[COMPANIES[plaintiff][0]])
        else:
            area = rng.choice(PERSONAL_AREAS)
        case(court, year, plaintiff, defendant, area, "CV", 0.65,
             statutes(country, area, year))  # fmt: skip

    for code, chance in (("CA", 0.3), ("SC", 0.3)):
        for lower, (court, year, plaintiff, defendant, area, cited, ours, theirs) in list(
            cases.items()
        ):
            above = COURTS[court][1]
            if above is None or year >= 2024 or rng.random() >= chance:
                continue
            if (code == "CA") == (COURTS[court][2] == 0):
                continue
            appeal_year = rng.randint(year + 1, min(2024, year + 3))
            appellant, keep = (plaintiff, (ours, theirs))
            if rng.random() < 0.5:
                appellant, keep = (defendant, (theirs, ours))
            respondent = defendant if appellant == plaintiff else plaintiff
            cited = [s for s in cited if rng.random() < 0.8]
            if rng.random() < 0.2:
                cited += statutes(_country(court), area, appeal_year)
            appeal = case(above, appeal_year, appellant, respondent, area, code, 0.5,
                          list(dict.fromkeys(cited)), keep)  # fmt: skip
            facts.append((appeal, APPEALED_FROM, lower))

    years = {str(y) for y in range(1800, 2030)}
    areas = {a for spec in INDUSTRY_AREAS.values() for a in spec} | set(PERSONAL_AREAS)
    judges = {j for sitting in bench.values() for j, _ in sitting}
    lawyers = {lw for there in staff.values() for lw, _ in there}
    named = [set(CITIES), set(CITIES.values()), set(COURTS), set(SCHOOLS), set(FIRMS),
             set(COMPANIES), {c[0] for c in COMPANIES.values()}, set(STATUTES), areas, judges,
             lawyers, set(individuals), set(cases), years]  # fmt: skip
    assert sum(map(len, named)) == len(set().union(*named)), "a name is shared by two kinds"
    return MadeUpKG.of(list(dict.fromkeys(facts)), TWINS)


RECIPE = KGRecipe("law", law_kg, LAW)
