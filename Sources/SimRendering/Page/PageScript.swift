/// The step-through page's script: draws the scene of the current step, walks the trace, and —
/// on a served page — turns clicks into taps, drags and long presses, asks `why` about what is
/// pointed at, offers each fix as a `whatif`, runs the edited script again and quizzes the
/// learner in predict mode. Every run is the script plus the page's interactions, replayed from
/// the start by the server: the page keeps no simulator state of its own.
enum PageScript {
    /// The whole script: the viewing part, which every page has, then the served part
    /// (PageScript+Served.swift), which does nothing on a static page.
    static let source = viewing + "\n\n" + served

    /// Drawing the scene of a step, walking the trace, opening at a step or a found line.
    static let viewing = #"""
    "use strict";
    const errors = [];
    window.addEventListener("error", e => errors.push(String(e.message)));
    const serving = JSON.parse(document.getElementById("serving").textContent);
    let data = JSON.parse(document.getElementById("data").textContent);
    const live = !!(serving && data.live);
    const $ = id => document.getElementById(id);
    if (live) document.body.classList.add("live");
    // What the page sends with every run: its interactions and its edited files.
    const state = { interactions: [], sources: {}, file: serving ? serving.file : null, editing: serving ? serving.file : null };
    $("title").textContent = data.title;
    document.title = data.title + " — simrepl";

    // ---- Drawing the scene of a step ----
    let zoom = 1, current = -1, drawnScene = -1, pointed = null;
    let revealedCommand = Infinity;  // predict mode: the last command whose lines show
    const boxes = new Map(), windows = new Map();
    const touchDot = document.createElement("div"); touchDot.className = "touch";
    // The scene's scale: as large as its column allows. A phone's window is tall and its views
    // often fill its top half only: the height that counts is down to the lowest view (of any
    // step's scene) that does not fill its window, and what lies below stays a scroll away.
    // The width is the scene's share of the screen, so a projected page draws a large scene.
    function scaleFor(scene) {
      const roots = scene.views.filter(v => v.depth === 0);
      const tallest = Math.max(1, ...roots.map(v => Math.min(v.frame[3], contentBottom.get(v.id) || v.frame[3])));
      const widest = Math.max(1, ...roots.map(v => v.frame[2]));
      const room = Math.max(200, window.innerHeight - $("bar").offsetHeight - 80);
      const share = !live || document.body.classList.contains("no-editor") ? 0.5 : 0.4;  // a file has no editor
      const width = Math.max(240, window.innerWidth * share - 40);
      return Math.min(3, room / tallest, width / widest) * zoom;
    }
    // For each window, the lowest edge of a view in it (over every scene) that does not fill it.
    const contentBottom = new Map();
    function measureContent() {
      contentBottom.clear();
      for (const scene of data.scenes) {
        const roots = new Map(scene.views.filter(v => v.depth === 0).map(v => [v.id, v]));
        for (const v of scene.views) {
          const w = roots.get(v.window);
          if (!w || v.depth === 0) continue;
          const fills = v.frame[0] <= 0 && v.frame[1] <= 0 && v.frame[2] >= w.frame[2] && v.frame[3] >= w.frame[3];
          const bottom = fills ? 0 : Math.min(w.frame[3], v.frame[1] + v.frame[3] + 24);
          contentBottom.set(w.id, Math.max(contentBottom.get(w.id) || 0, bottom));
        }
      }
    }
    let scale = 1;
    function drawScene(index) {
      const scene = data.scenes[index] || data.scenes[data.scenes.length - 1] || { views: [], firstResponder: -1 };
      drawnScene = index;
      scale = scaleFor(scene);
      const host = $("scene");
      host.textContent = "";
      boxes.clear(); windows.clear();
      for (const v of scene.views) {
        if (v.depth !== 0) continue;
        const caption = document.createElement("div");
        caption.className = "caption-of-window"; caption.textContent = v.name + " (" + v.class + ")";
        // The keyboard follows the first responder: name it where the eye looks for it.
        const responder = scene.views.find(u => u.id === scene.firstResponder && u.window === v.id);
        if (responder) caption.textContent += " · ⌨ first responder: " + responder.name;
        const w = document.createElement("div");
        w.className = "window"; w.dataset.name = v.name; w.dataset.id = v.id;
        w.style.width = v.frame[2] * scale + "px"; w.style.height = v.frame[3] * scale + "px";
        host.append(caption, w); windows.set(v.id, w); boxes.set(v.id, w);
      }
      for (const v of scene.views) {
        const w = windows.get(v.window);
        if (!w || v.depth === 0) continue;
        const b = document.createElement("div");
        b.className = "view" + (v.skipped ? " skipped" : "") + (v.hidden ? " hidden" : "")
          + (v.control ? " control" + (v.control.enabled ? "" : " disabled") + (v.control.highlighted ? " highlighted" : "") + (v.control.selected ? " selected" : "") : "")
          + (scene.firstResponder === v.id ? " first-responder" : "");
        b.id = "view-" + v.id; b.dataset.id = v.id;
        b.style.left = v.frame[0] * scale + "px"; b.style.top = v.frame[1] * scale + "px";
        b.style.width = v.frame[2] * scale + "px"; b.style.height = v.frame[3] * scale + "px";
        b.style.zIndex = v.depth;
        // A name is drawn where it does not sit on another: not on a view with text (its text
        // says what it is), nor on one that starts where its superview starts (a cell's content
        // view, a label filling a cell). Those show theirs when pointed at; every view says its
        // name and class in its tooltip and in the step's panel.
        const parent = parentBox(scene, v);
        const sameCorner = parent && parent.frame[0] === v.frame[0] && parent.frame[1] === v.frame[1];
        // A view with text shows its name above its box, where it covers nothing of the text.
        const name = document.createElement("span"); name.className = "name" + (v.caption || sameCorner ? " on-hover" : "") + (v.caption ? " above" : "");
        name.textContent = v.name + (v.control && !v.control.enabled ? " · disabled" : "");
        b.append(name);
        if (v.caption) { const t = document.createElement("span"); t.className = "text"; t.textContent = v.caption; b.append(t); }
        b.title = v.name + " (" + v.class + ")" + (v.control && !v.control.enabled ? " — disabled" : "") + (v.skipped ? " — skipped by hit-testing" : "") + (scene.firstResponder === v.id ? " — first responder" : "");
        b.addEventListener("mouseenter", () => markLinesOf(v.id));
        b.addEventListener("mouseleave", () => markLinesOf(null));
        w.append(b); boxes.set(v.id, b);
      }
      const legend = document.createElement("p");
      legend.className = "legend";
      legend.textContent = "Blue outline: the hit-test path. Yellow: the view the step is about. Purple numbers: its responder chain. Red dot: the touch. Dashed: skipped by hit-testing. Grey stripes: a disabled control. Orange ring: the first responder."
        + (live ? " Click to tap, drag to pan or scroll, hold for a long press." : " Point at a view to see its lines; click it to step to them.");
      host.append(legend);
    }
    // The nearest view of `scene` that contains `v` and is drawn below it: its superview, or the
    // window. (The data gives frames in window coordinates and depths, not parents.)
    function parentBox(scene, v) {
      let best = null;
      for (const u of scene.views) {
        if (u.window !== v.window || u.depth !== v.depth - 1) continue;
        if (u.frame[0] <= v.frame[0] && u.frame[1] <= v.frame[1] && u.frame[0] + u.frame[2] >= v.frame[0] + v.frame[2] - 0.5 && u.frame[1] + u.frame[3] >= v.frame[1] + v.frame[3] - 0.5) { best = u; break; }
      }
      return best;
    }
    function viewsOf(index) { return (data.scenes[index] || { views: [] }).views; }
    function viewById(id) { return viewsOf(drawnScene).find(v => v.id === id); }

    // ---- The trace ----
    const trace = $("trace");
    function isStop(e, mode) { return mode === "event" || (mode === "command" && e.kind === "command") || (mode === "handler" && !!e.handler); }
    function buildTrace() {
      trace.textContent = "";
      data.events.forEach((e, i) => {
        const line = document.createElement("div");
        line.textContent = "[" + e.time + "] " + "  ".repeat(e.depth) + e.text;
        line.className = (e.stale || e.failed ? "bad" : e.handler ? "ran" : "");
        // A `trace clear` forgets nothing here: the steps after it are a new group, and what
        // `expect` counts starts there.
        if (i > 0 && (e.group || 0) !== (data.events[i - 1].group || 0)) line.classList.add("group-start");
        line.addEventListener("click", () => show(i));
        if (live && e.ask) {
          const why = document.createElement("button"); why.className = "why"; why.textContent = "why?";
          why.title = "why " + e.ask;
          why.addEventListener("click", ev => { ev.stopPropagation(); ask(e.ask); });
          line.append(why);
        }
        trace.append(line);
      });
    }
    function markLinesOf(id) {
      for (const [i, line] of [...trace.children].entries()) {
        const e = data.events[i];
        line.classList.toggle("ofview", id !== null && (e.object === id));
      }
    }
    function linesOf(id) { return data.events.map((e, i) => e.object === id ? i : -1).filter(i => i >= 0); }
    function applyReveal() {
      for (const [i, line] of [...trace.children].entries()) line.classList.toggle("future", data.events[i].command > revealedCommand);
    }

    function show(i) {
      if (data.events.length === 0) { $("where").textContent = "no steps"; drawScene(0); return; }
      current = Math.max(0, Math.min(i, data.events.length - 1));
      const e = data.events[current];
      if (e.scene !== drawnScene) drawScene(e.scene);
      for (const [, b] of boxes) { b.classList.remove("hitpath", "about"); b.querySelectorAll(".badge").forEach(x => x.remove()); }
      for (const id of e.hitPath) { const b = boxes.get(id); if (b) b.classList.add("hitpath"); }
      const about = boxes.get(e.object);
      const view = viewById(e.object);
      if (about && view) {
        about.classList.add("about");
        view.chain.forEach((id, n) => {
          const b = boxes.get(id);
          if (!b) return;
          const badge = document.createElement("span"); badge.className = "badge"; badge.textContent = String(n + 1); b.append(badge);
        });
      }
      touchDot.remove();
      const touched = e.hitPath.length ? windows.get(e.hitPath[0]) : (about ? about.closest(".window") : null);
      if (e.touch && touched) { touchDot.style.left = e.touch[0] * scale + "px"; touchDot.style.top = e.touch[1] * scale + "px"; touched.append(touchDot); }
      // The scene may be taller than its column: what the step is about is scrolled into it.
      const seen = touchDot.isConnected ? touchDot : about && about.classList.contains("view") ? about : null;
      if (seen) scrollInto($("scene"), seen);
      for (const line of trace.children) line.classList.remove("current");
      const line = trace.children[current]; line.classList.add("current"); line.scrollIntoView({ block: "nearest" });
      const detail = $("detail");
      detail.textContent = "";
      const text = document.createElement("div"); text.className = "line"; text.textContent = e.text; detail.append(text);
      if (e.handler) { const h = document.createElement("div"); h.className = "handler"; h.textContent = e.handler; detail.append(h); }
      if (e.at) {
        const at = document.createElement("div"); at.className = "at";
        at.textContent = "from " + e.at;
        if (live && e.line) { at.style.cursor = "pointer"; at.title = "show the line in the editor"; at.addEventListener("click", () => selectLine(e.line)); }
        detail.append(at);
      }
      if (view) {
        const lines = linesOf(view.id);
        const list = document.createElement("div"); list.className = "lines";
        list.append(view.name + ": " + lines.length + " line" + (lines.length === 1 ? "" : "s") + " about it ");
        for (const n of lines.slice(0, 12)) { const a = document.createElement("a"); a.href = "#step=" + (n + 1); a.textContent = String(n + 1); a.addEventListener("click", ev => { ev.preventDefault(); show(n); }); list.append(a); }
        if (live) { const why = document.createElement("button"); why.textContent = "why " + view.name + "?"; why.addEventListener("click", () => ask(view.name)); list.append(" ", why); }
        detail.append(list);
      }
      $("where").textContent = "step " + (current + 1) + " of " + data.events.length + " · " + e.kind;
      if (live && e.line) selectLine(e.line, false);
      history.replaceState(null, "", "#step=" + (current + 1));
    }
    // Scrolls `box` (a scrolling section) so that `element` is in it, without moving the page.
    function scrollInto(box, element) {
      const b = box.getBoundingClientRect(), r = element.getBoundingClientRect();
      if (r.top < b.top + 8) box.scrollTop -= b.top + 8 - r.top;
      else if (r.bottom > b.bottom - 8) box.scrollTop += Math.min(r.bottom - b.bottom + 8, r.top - b.top - 8);
    }
    function step(direction) {
      const mode = $("mode").value;
      let i = current + direction;
      while (i >= 0 && i < data.events.length && !isStop(data.events[i], mode)) i += direction;
      if (i < 0 || i >= data.events.length) return;
      if (live && $("predict").checked && data.events[i].command > revealedCommand) { predict(data.events[i].command, () => step(direction)); return; }
      show(i);
    }
    $("prev").addEventListener("click", () => step(-1));
    $("next").addEventListener("click", () => step(1));
    $("mode").addEventListener("change", () => { const s = $("mode"); s.blur(); });
    document.addEventListener("keydown", ev => {
      if (ev.target instanceof HTMLTextAreaElement) {
        if ((ev.ctrlKey || ev.metaKey) && ev.key === "Enter") { ev.preventDefault(); rerun(false); }
        if ((ev.ctrlKey || ev.metaKey) && ev.key === "s") { ev.preventDefault(); rerun(true); }
        return;
      }
      // Keys typed into a field are text, and a shortcut with Ctrl or Cmd is the browser's.
      if (ev.target.closest && ev.target.closest("input, select")) return;
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      if (ev.key === "ArrowRight") { step(1); ev.preventDefault(); }
      if (ev.key === "ArrowLeft") { step(-1); ev.preventDefault(); }
      if (ev.key === "+" || ev.key === "=") setZoom(zoom * 1.25);
      if (ev.key === "-") setZoom(zoom / 1.25);
    });
    function setZoom(z) { zoom = Math.max(0.25, Math.min(6, z)); drawnScene = -1; show(current); }
    // The editor shares the width with the scene and the trace: shown by default on a wide screen.
    function showEditor(on) { document.body.classList.toggle("no-editor", !on); $("editorToggle").checked = on; if (current >= 0) { drawnScene = -1; show(current); } }
    $("editorToggle").addEventListener("change", ev => showEditor(ev.target.checked));
    showEditor(window.innerWidth >= 1200);
    $("zoomIn").addEventListener("click", () => setZoom(zoom * 1.25));
    $("zoomOut").addEventListener("click", () => setZoom(zoom / 1.25));
    $("large").addEventListener("change", ev => { document.body.classList.toggle("large", ev.target.checked); drawnScene = -1; show(current); });

    // Pointing at a view in the picture: its lines; clicking it (on a file) steps to the first.
    $("scene").addEventListener("click", ev => {
      if (live) return;
      const box = ev.target.closest(".view");
      if (!box) return;
      const lines = linesOf(Number(box.dataset.id));
      if (lines.length) show(lines[0]);
    });

    buildTrace();
    const opened = location.hash;  // read before show() rewrites it
    const start = /step=(\d+)/.exec(opened);
    const find = /find=([^&]+)/.exec(opened);
    const wanted = (() => { try { return find ? decodeURIComponent(find[1]) : null; } catch (e) { return find[1]; } })();
    const found = wanted ? data.events.findIndex(e => e.text.includes(wanted)) : -1;
    measureContent();
    drawScene(data.events.length ? data.events[0].scene : 0);
    show(start ? Number(start[1]) - 1 : Math.max(found, 0));
    """#
}
