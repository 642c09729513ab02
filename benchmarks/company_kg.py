"""A company / HR KG of our own, made up for an unseen-KG check (2026-11-26; tuned on
since): employees, teams, departments, offices, cities, projects, clients, industries,
skills, job titles, hire and start years, project budgets. Relation names as a Neo4j user
writes relationship types (`WORKS_IN`, `REPORTS_TO`, `HAS_SKILL`), each stored once, no
types file.

`REPORTS_TO` links employees to employees (members to their team lead, leads to their
department's head); `LOCATED_IN` is said of offices and of clients alike. Hire years and
project start years are one pool of numbers. Wordings were written before any run.
"""

from __future__ import annotations

import random

from benchmarks.made_up_kg import KGRecipe, MadeUpKG, NameDrawer, Wordings

FIRST = ["Aisha", "Ben", "Chloe", "Dev", "Eva", "Finn", "Gemma", "Harvey", "Isla", "Jack",
         "Kenji", "Leila", "Mateo", "Nora", "Omar", "Priya", "Rhys", "Sofia", "Theo",
         "Uma"]  # fmt: skip
LAST = ["Adeyemi", "Blake", "Costa", "Dimitriou", "Evans", "Fraser", "Garcia", "Hughes",
        "Iqbal", "Jordan", "Kaur", "Lin", "Murphy", "Nielsen", "O'Brien", "Patel",
        "Reid", "Schmidt", "Turner", "Walsh"]  # fmt: skip
DEPARTMENTS = {  # department: its teams
    "Engineering": ["Payments Platform", "Mobile Apps", "Data Engineering", "Site Reliability",
                    "Search and Discovery"],
    "Product": ["Growth Product", "Core Product", "Design Studio"],
    "Marketing": ["Brand Marketing", "Performance Marketing", "Content Team"],
    "Sales": ["Enterprise Sales", "Partnerships", "Customer Success"],
    "Finance": ["Financial Planning", "Accounts Payable"],
    "People Operations": ["Talent Acquisition", "Learning and Development"],
}  # fmt: skip
TITLES = {  # department: the job titles its people hold
    "Engineering": ["Software Engineer", "Senior Software Engineer", "Data Engineer",
                    "DevOps Engineer"],
    "Product": ["Product Manager", "Product Designer", "UX Researcher"],
    "Marketing": ["Marketing Specialist", "Copywriter", "SEO Analyst"],
    "Sales": ["Account Executive", "Sales Development Representative",
              "Customer Success Manager"],
    "Finance": ["Financial Analyst", "Accountant"],
    "People Operations": ["Recruiter", "HR Business Partner"],
}  # fmt: skip
SKILLS = {  # department: skills its people tend to have
    "Engineering": ["Python", "Kubernetes", "SQL", "Java", "Go", "Machine Learning", "Terraform"],
    "Product": ["Figma", "UX Research", "Roadmapping", "SQL", "Public Speaking"],
    "Marketing": ["Copywriting", "SEO", "Google Analytics", "Public Speaking"],
    "Sales": ["Negotiation", "Salesforce", "Public Speaking", "Account Planning"],
    "Finance": ["Financial Modelling", "Excel", "SQL"],
    "People Operations": ["Recruiting", "Coaching", "Excel"],
}  # fmt: skip
OFFICES = {"Harbour Point": "Dublin", "Kings Cross Campus": "London",
           "Riverside House": "London", "Marina Tower": "Lisbon",
           "Old Mill Studios": "Warsaw", "Bay Street Hub": "Toronto"}  # fmt: skip
CLIENTS = {  # client: (city, industry)
    "Grovewell Foods": ("Manchester", "Food and Beverage"),
    "Hansa Freight": ("Hamburg", "Logistics"), "Bank of Calder": ("Edinburgh", "Banking"),
    "Stellar Energy": ("Oslo", "Energy"), "Mediq Clinics": ("Dublin", "Healthcare"),
    "Northwind Retail": ("London", "Retail"), "Tamsin Insurance": ("Toronto", "Insurance"),
    "Vireo Telecom": ("Lisbon", "Telecommunications"),
    "Kelpie Logistics": ("Glasgow", "Logistics"), "Orla Fashion": ("Milan", "Retail"),
    "Pinecrest Bank": ("Toronto", "Banking"), "Lumen Utilities": ("Warsaw", "Energy"),
}  # fmt: skip
PROJECTS = ["Falcon", "Bluebird", "Orion", "Nimbus", "Checkout Revamp", "Data Lake Migration",
            "Mercury", "Helios", "Loyalty App", "Fraud Shield", "Route Optimiser",
            "Claims Portal", "Smart Meter Analytics", "Brand Refresh", "Onboarding Flow",
            "Price Engine", "Kestrel", "Harvest", "Signal Boost", "Atlas Rewrite",
            "Customer 360", "Tariff Calculator"]  # fmt: skip

COMPANY = Wordings(
    one_hop={
        ("WORKS_IN", True): ("which team is {x} in ?", "what team does {x} work in ?",
                             "{x} is part of which team ?"),
        ("WORKS_IN", False): ("who works in {x} ?", "who is on the {x} team ?",
                              "list the members of {x} ?"),
        ("PART_OF", True): ("which department is {x} part of ?",
                            "what department does {x} belong to ?"),
        ("PART_OF", False): ("which teams are in {x} ?", "name a team in the {x} department ?"),
        ("REPORTS_TO", True): ("who does {x} report to ?", "who is the manager of {x} ?",
                               "who is {x}'s boss ?"),
        ("REPORTS_TO", False): ("who reports to {x} ?", "who are the direct reports of {x} ?"),
        ("BASED_AT", True): ("which office is {x} based at ?", "where does {x} work from ?"),
        ("BASED_AT", False): ("who is based at {x} ?", "which employees work at {x} ?"),
        ("LOCATED_IN", True): ("where is {x} ?", "which city is {x} located in ?"),
        ("LOCATED_IN", False): ("which offices are in {x} ?", "what is located in {x} ?"),
        ("HAS_SKILL", True): ("what skills does {x} have ?", "what is {x} good at ?"),
        ("HAS_SKILL", False): ("who knows {x} ?", "which employees have {x} skills ?",
                               "who can do {x} ?"),
        ("WORKS_ON", True): ("which project is {x} working on ?", "what does {x} work on ?"),
        ("WORKS_ON", False): ("who works on {x} ?", "who is on the {x} project ?"),
        ("OWNED_BY", True): ("which team owns {x} ?", "who is responsible for {x} ?"),
        ("OWNED_BY", False): ("which projects does {x} own ?",),
        ("FOR_CLIENT", True): ("who is the client of {x} ?", "which client is {x} for ?"),
        ("FOR_CLIENT", False): ("which projects do we run for {x} ?",
                                "what projects are for {x} ?"),
        ("HAS_TITLE", True): ("what is the job title of {x} ?", "what is {x}'s role ?",
                              "what position does {x} hold ?"),
        ("HAS_TITLE", False): ("who works as a {x} ?",
                               "list the employees with the title {x} ?"),
        ("HIRED_IN", True): ("when was {x} hired ?", "what year did {x} join the company ?"),
        ("STARTED_IN", True): ("when did {x} start ?", "what year did the {x} project begin ?"),
        ("BUDGET", True): ("what is the budget of {x} ?", "how much money does {x} have ?"),
        ("HEADED_BY", True): ("who heads {x} ?", "who is the head of {x} ?"),
        ("HEADED_BY", False): ("which department does {x} head ?",),
        ("INDUSTRY", True): ("what industry is {x} in ?", "what sector does {x} operate in ?"),
        ("INDUSTRY", False): ("which clients are in {x} ?", "name a {x} client ?"),
    },
    two_hop={
        (("WORKS_IN", True), ("PART_OF", True)): (
            "which department does {x} work in ?",
            "what department is the team of {x} in ?"),
        (("REPORTS_TO", True), ("WORKS_IN", True)): (
            "which team does the manager of {x} work in ?",),
        (("REPORTS_TO", True), ("REPORTS_TO", True)): (
            "who is the manager of {x}'s manager ?",
            "who does the boss of {x} report to ?"),
        (("BASED_AT", True), ("LOCATED_IN", True)): (
            "which city does {x} work in ?", "in which city is the office of {x} ?"),
        (("WORKS_ON", True), ("FOR_CLIENT", True)): (
            "which clients does {x} work for ?",
            "who is the client of the project {x} works on ?"),
        (("OWNED_BY", True), ("PART_OF", True)): ("which department owns {x} ?",),
        (("FOR_CLIENT", True), ("INDUSTRY", True)): (
            "what industry is the client of {x} in ?",),
        (("WORKS_IN", False), ("HAS_SKILL", True)): (
            "what skills do the members of {x} have ?",),
        (("PART_OF", False), ("WORKS_IN", False)): (
            "who works in the {x} department ?",),
        (("HEADED_BY", True), ("BASED_AT", True)): ("where is the head of {x} based ?",),
    },
    two_anchor=(
        (("WORKS_IN", False), ("HAS_SKILL", False),
         ("who in {x} knows {y} ?", "which member of {x} has {y} skills ?")),
        (("BASED_AT", False), ("HAS_TITLE", False),
         ("which {y} is based at {x} ?", "who works as a {y} at {x} ?")),
        (("WORKS_ON", False), ("REPORTS_TO", False),
         ("who works on {x} and reports to {y} ?",)),
        (("FOR_CLIENT", False), ("OWNED_BY", False),
         ("which project for {x} does {y} own ?",)),
    ),
)  # fmt: skip


def company_kg(seed: int = 1) -> MadeUpKG:
    """A made-up company: 6 departments, 18 teams, ~170 employees, 22 projects, 12 clients."""
    rng = random.Random(seed)
    facts: list[tuple[str, str, str]] = []
    person = NameDrawer(rng, FIRST, LAST)

    offices = sorted(OFFICES)
    teams_of: dict[str, list[str]] = {}  # team: its members
    projects_of_department: dict[str, list[str]] = {}

    def employee(department: str, team: str | None, manager: str | None) -> str:
        name = person()
        facts.extend([(name, "BASED_AT", rng.choice(offices)),
                      (name, "HAS_TITLE", rng.choice(TITLES[department])),
                      (name, "HIRED_IN", str(rng.randint(2008, 2024)))])  # fmt: skip
        if team:
            facts.append((name, "WORKS_IN", team))
        if manager:
            facts.append((name, "REPORTS_TO", manager))
        for skill in rng.sample(SKILLS[department], rng.randint(1, 3)):
            facts.append((name, "HAS_SKILL", skill))
        return name

    for department, teams in DEPARTMENTS.items():
        head = employee(department, None, None)
        facts.append((department, "HEADED_BY", head))
        for team in teams:
            facts.append((team, "PART_OF", department))
            lead = employee(department, team, head)
            members = [lead] + [employee(department, team, lead)
                                for _ in range(rng.randint(5, 9))]  # fmt: skip
            teams_of[team] = members
            projects_of_department.setdefault(department, [])
    team_list = sorted(teams_of)
    clients = sorted(CLIENTS)
    for project in PROJECTS:
        team = rng.choice(team_list)
        facts += [(project, "OWNED_BY", team),
                  (project, "FOR_CLIENT", rng.choice(clients)),
                  (project, "STARTED_IN", str(rng.randint(2015, 2024))),
                  (project, "BUDGET", str(rng.randint(8, 120) * 5000))]  # fmt: skip
        staff = set(rng.sample(teams_of[team], min(4, len(teams_of[team]))))
        staff |= set(rng.sample(sorted(person.drawn), 2))  # help from elsewhere
        for name in sorted(staff):
            facts.append((name, "WORKS_ON", project))
    facts += [(office, "LOCATED_IN", city) for office, city in OFFICES.items()]
    for client, (city, industry) in CLIENTS.items():
        facts += [(client, "LOCATED_IN", city), (client, "INDUSTRY", industry)]
    return MadeUpKG.of(facts)


RECIPE = KGRecipe("company", company_kg, COMPANY)
