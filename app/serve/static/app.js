// The safe-kgqa result view: answers, the pseudo query graph, the evidence subgraphs drawn
// with cytoscape.js, and the Cypher that found them. Renders a `safe ask --json` result,
// fetched from POST /ask (the page) or embedded in the file (`safe ask --html`).
"use strict";

const SafeView = (() => {
  const SHOWN_EVIDENCE = 5;
  const VARIABLE = /^unk\d+$/; // how the pseudo graph names its variables (app.query_graph)

  function element(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      node.setAttribute(key, value);
    }
    for (const child of children) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  const STYLE = [
    {
      selector: "node",
      style: {
        "label": "data(label)", "text-wrap": "wrap", "font-size": 11,
        "background-color": "#8aa4c8", "text-valign": "bottom", "text-margin-y": 4,
        "width": 22, "height": 22,
      },
    },
    { selector: "node.answer", style: { "background-color": "#e0822f", "border-width": 3, "border-color": "#8a4300" } },
    { selector: "node.variable", style: { "background-color": "#c9c9c9", "shape": "round-rectangle" } },
    {
      selector: "edge",
      style: {
        "label": "data(label)", "font-size": 10, "curve-style": "bezier",
        "target-arrow-shape": "triangle", "width": 1.5, "line-color": "#9a9a9a",
        "target-arrow-color": "#9a9a9a", "text-rotation": "autorotate", "text-background-color": "#fff",
        "text-background-opacity": 0.8,
      },
    },
  ];

  function draw(container, nodes, edges) {
    const elements = [
      ...nodes.map((n) => ({ data: { id: n.id, label: n.label }, classes: n.classes || "" })),
      ...edges.map((e, i) => ({ data: { id: `e${i}`, source: e.source, target: e.target, label: e.label } })),
    ];
    if (typeof cytoscape === "undefined") {
      container.append(element("p", { class: "warning" }, "graph drawing unavailable (cytoscape.js missing)"));
      return null;
    }
    return cytoscape({
      container, elements, style: STYLE, userZoomingEnabled: false,
      layout: { name: "preset", positions: leftToRight(nodes, edges), padding: 24 },
    });
  }

  // Paths read left to right: a node's column is its hop distance from where the walk
  // starts (nodes no edge enters, else the first node), its row its order in that column.
  function leftToRight(nodes, edges) {
    const entered = new Set(edges.map((e) => e.target));
    const starts = nodes.filter((n) => !entered.has(n.id)).map((n) => n.id);
    const column = {};
    const queue = starts.length ? starts : nodes.slice(0, 1).map((n) => n.id);
    queue.forEach((id) => { column[id] = 0; });
    while (queue.length) {
      const id = queue.shift();
      for (const e of edges) {
        for (const [from, to] of [[e.source, e.target], [e.target, e.source]]) {
          if (from === id && !(to in column)) {
            column[to] = column[id] + 1;
            queue.push(to);
          }
        }
      }
    }
    const rows = {};
    const positions = {};
    for (const n of nodes) {
      const c = column[n.id] ?? 0;
      rows[c] = (rows[c] ?? -1) + 1;
      positions[n.id] = { x: c * 190, y: rows[c] * 90 };
    }
    return positions;
  }

  function pseudoGraph(graph) {
    const nodes = Object.entries(graph.nodes).map(([name, type]) => ({
      id: name,
      label: type ? `${name}\n(${type})` : name,
      classes: (name === graph.answer ? "answer " : "") + (VARIABLE.test(name) ? "variable" : ""),
    }));
    const edges = graph.edges.map(([s, r, t]) => ({ source: s, target: t, label: r }));
    return { nodes, edges };
  }

  function evidenceGraph(item, pseudo) {
    const roles = {};
    for (const [variable, id] of Object.entries(item.bindings || {})) {
      roles[id] = pseudo && pseudo.nodes[variable] ? pseudo.nodes[variable] : variable;
    }
    const ids = new Set();
    item.ids.forEach(([s, , t]) => { ids.add(s); ids.add(t); });
    const nodes = [...ids].map((id) => {
      const name = item.names[id] || id;
      return {
        id,
        label: roles[id] ? `${name}\n(${roles[id]})` : name,
        classes: id === item.answer ? "answer" : "",
      };
    });
    const edges = item.ids.map(([s, r, t]) => ({ source: s, target: t, label: r }));
    return { nodes, edges };
  }

  function render(result, target) {
    target.replaceChildren();
    const answers = result.answers.length ? result.answers.join(", ") : "none found";
    target.append(element("section", { id: "answers" },
      element("h2", {}, "Answers"), element("p", { class: "answers" }, answers)));
    if (result.explanation) {
      target.append(element("p", { class: "explanation" }, result.explanation));
    }
    for (const link of result.links || []) {
      if (!link.exact && link.entities.length) {
        const best = link.entities[0];
        target.append(element("p", { class: "note" },
          `"${link.mention}" matched no name exactly; read as "${best.name}" (distance ${best.distance.toFixed(2)})`));
      }
    }
    for (const warning of result.warnings || []) {
      target.append(element("p", { class: "warning" }, warning));
    }
    if (result.pseudo_graph) {
      const box = element("div", { class: "graph", id: "pseudo-graph" });
      target.append(element("section", {}, element("h2", {}, "Pseudo query graph"), box));
      const { nodes, edges } = pseudoGraph(result.pseudo_graph);
      draw(box, nodes, edges);
    }
    const list = element("section", { id: "evidence" }, element("h2", {}, "Evidence"));
    target.append(list);
    if (!result.evidence.length) {
      list.append(element("p", {}, "no evidence subgraph matched"));
    }
    result.evidence.slice(0, SHOWN_EVIDENCE).forEach((item, i) => {
      const box = element("div", { class: "graph evidence-graph", "data-rank": String(i + 1) });
      const triples = item.triples.map(([s, r, t]) => `(${s}, ${r}, ${t})`).join("; ");
      list.append(element("figure", {},
        element("figcaption", {}, `[${i + 1}] SemDist ${item.score.toFixed(3)}`), box,
        element("p", { class: "triples" }, triples)));
      const { nodes, edges } = evidenceGraph(item, result.pseudo_graph);
      draw(box, nodes, edges);
    });
    if (result.cypher && result.cypher.length) {
      const cypher = element("section", { id: "cypher" }, element("h2", {}, "Cypher"));
      for (const query of result.cypher) {
        cypher.append(element("pre", {}, query.text));
      }
      target.append(cypher);
    }
    const timings = Object.entries(result.timings).map(([k, v]) => `${k} ${v} ms`).join(", ");
    target.append(element("p", { class: "timings" }, timings));
  }

  // A server started with --token wants it on every request: asked for once, kept for
  // this tab only.
  function authorization() {
    const token = sessionStorage.getItem("safe-token");
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  async function ask(question, mode, target) {
    target.replaceChildren(element("p", { class: "busy" }, "asking…"));
    const send = () => fetch("/ask", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...authorization() },
      body: JSON.stringify({ question, mode, show_cypher: true }),
    });
    let response = await send();
    if (response.status === 401) {
      const token = window.prompt("This server needs its access token:");
      if (token) {
        sessionStorage.setItem("safe-token", token);
        response = await send();
      }
    }
    const body = await response.json();
    if (!response.ok) {
      const detail = typeof body.detail === "string" ? body.detail : JSON.stringify(body.detail);
      target.replaceChildren(element("p", { class: "error" }, detail));
      return;
    }
    render(body, target);
  }

  function startPage() {
    const form = document.getElementById("ask-form");
    const target = document.getElementById("result");
    fetch("/health").then((r) => r.json()).then((health) => {
      document.getElementById("graph-name").textContent = `graph ${health.graph} (${health.backend})`;
    }).catch(() => {});
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const question = document.getElementById("question").value.trim();
      if (question) {
        ask(question, document.getElementById("mode").value, target);
      }
    });
  }

  return { render, startPage };
})();
