/// The step-through page's served part: taps, drags and long presses on the scene, `why` about
/// what is pointed at, fixes offered as `whatif`, the edited script run again, predict mode and
/// the lessons — each run the script plus the page's interactions, replayed by the server.
extension PageScript {
    static let served = #"""
    // ---- Served: taps, questions, fixes, edits, lessons ----
    window.simreplTimings = [];
    function status(text) { $("status").textContent = text; }
    async function post(path, body) {
      const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      const answer = await response.json().catch(() => ({ error: "the server answered " + response.status }));
      if (!response.ok && !answer.error) answer.error = "the server answered " + response.status;
      return answer;
    }
    function request(extra) {
      const sources = Object.assign({}, state.sources);
      return Object.assign({ file: state.file, sources, interactions: state.interactions }, extra || {});
    }
    function showDiagnostics(list) {
      const box = $("diagnostics");
      box.textContent = "";
      for (const d of list || []) {
        const row = document.createElement("div");
        row.className = d.severity;
        row.textContent = (d.location ? d.location + ": " : "") + d.severity + ": " + d.message + (d.hint ? "\n  hint: " + d.hint : "");
        if (d.line && d.file === state.editing) row.addEventListener("click", () => selectLine(d.line));
        box.append(row);
      }
    }
    // Redraws from a run's answer; `from` is the step to show (the first of a new interaction).
    function redraw(answer, from) {
      window.simreplRuns = (window.simreplRuns || 0) + 1;  // tests wait for it to move
      data = answer.data;
      drawnScene = -1;
      measureContent();
      buildTrace();
      showDiagnostics(answer.diagnostics);
      revealedCommand = Infinity;
      show(Math.min(from, data.events.length - 1));
      status(answer.outcome + " · " + answer.milliseconds + " ms on the server");
      (window.simreplServerTimes = window.simreplServerTimes || []).push(answer.milliseconds);
    }
    async function rerun(save) {
      const t0 = performance.now();
      state.sources[state.editing] = $("source").value;
      if (save) {
        const saved = await post("/api/save", { file: state.editing, source: $("source").value });
        if (saved.error) { status(saved.error); return; }
      }
      const answer = await post("/api/run", request());
      if (answer.error) { status(answer.error); return; }
      redraw(answer, 0);
      await new Promise(r => requestAnimationFrame(() => r()));
      const ms = performance.now() - t0;
      window.simreplTimings.push(ms);
      status($("status").textContent + " · redrawn in " + Math.round(ms) + " ms");
    }
    async function interact(commands) {
      // The new steps are those of commands after the last one shown (not an index: a long run's
      // log keeps only its latest events, so the old steps need not be a prefix).
      const lastCommand = data.events.length ? data.events[data.events.length - 1].command : -1;
      state.interactions.push(commands);
      const answer = await post("/api/run", request());
      if (answer.error || answer.outcome !== "completed") {
        // A command that failed (or ran past the budget) is not kept: every later run would stop at it.
        state.interactions.pop();
        if (answer.diagnostics) showDiagnostics(answer.diagnostics);
        status(answer.error || "not run: " + ((answer.diagnostics || [])[0] || { message: "it failed" }).message);
        return;
      }
      let firstNew = answer.data.events.findIndex(e => e.command > lastCommand);
      if (firstNew < 0) firstNew = answer.data.events.length - 1;
      const command = answer.data.events.length ? answer.data.events[firstNew].command : 0;
      redraw(answer, firstNew);
      if ($("predict").checked) {
        revealedCommand = command - 1; applyReveal();
        predict(command, () => {});
      }
    }
    function selectLine(n, focus = true) {
      const area = $("source");
      if (state.editing !== state.file) return;
      const lines = area.value.split("\n");
      let start = 0;
      for (let k = 0; k < n - 1 && k < lines.length; k++) start += lines[k].length + 1;
      const end = start + (lines[n - 1] || "").length;
      if (focus) area.focus();
      area.setSelectionRange(start, end);
      const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 18;
      area.scrollTop = Math.max(0, (n - 5) * lineHeight);
    }

    // Why, by pointing: the answer, and each fix as a button.
    async function ask(question) {
      const answer = await post("/api/run", request({ why: question }));
      // `why` speaks of the last interaction: the scene shows it, at its hit-test.
      showLastInteraction();
      const box = $("answer");
      box.hidden = false; box.textContent = "";
      const close = document.createElement("button"); close.textContent = "×"; close.title = "close"; close.style.float = "right";
      close.addEventListener("click", () => { box.hidden = true; });
      const heading = document.createElement("div"); heading.innerHTML = "<strong>why</strong> "; heading.append(question);
      const pre = document.createElement("pre"); pre.textContent = answer.error || answer.output || "(no answer)";
      box.append(close, heading, pre);
      for (const fix of answer.fixes || []) {
        const row = document.createElement("div"); row.className = "fix";
        const button = document.createElement("button");
        if (fix.before) {
          button.textContent = "whatif " + fix.command;
          button.title = "replay the session with this change made just before the last interaction";
          const out = document.createElement("div");
          button.addEventListener("click", () => tryFix(fix.command, out));
          row.append(button, fix.note ? " (" + fix.note + ")" : "", out);
        } else {
          button.textContent = "do: " + fix.command;
          button.title = "add this step after the last interaction";
          button.addEventListener("click", () => { box.hidden = true; interact(fix.command.split(";").map(s => s.trim()).join("\n")); });
          row.append(button, fix.note ? " (" + fix.note + ")" : "");
        }
        box.append(row);
      }
    }

    // The step `why` and `whatif` speak of: the last interaction's hit-test (or its first line).
    // A step of that interaction already shown stays.
    function showLastInteraction() {
      const i = data.events.findLastIndex(e => e.kind === "touch" || e.kind === "mouse");
      if (i < 0) return;
      const command = data.events[i].command;
      if (current >= 0 && data.events[current] && data.events[current].command === command) return;
      const hit = data.events.findIndex(e => e.command === command && e.kind === "hitTest");
      show(hit >= 0 ? hit : i);
    }

    // `whatif COMMAND`: what would change, written into `into`, and scrolled into sight.
    async function tryFix(command, into) {
      const tried = await post("/api/run", request({ whatif: command }));
      showLastInteraction();
      if (into === $("answer")) { into.hidden = false; into.textContent = ""; }
      const pre = document.createElement("pre"); pre.className = "whatif";
      pre.textContent = tried.error || tried.output || "(no answer)";
      into.textContent = ""; into.append(pre);
      scrollInto($("answer"), pre);
    }

    // Clicks on the scene: a tap, a drag (pan, scroll) or a long press, at window coordinates.
    let press = null;
    function windowPoint(w, ev) {
      const r = w.getBoundingClientRect();
      const round = v => Math.round(v * 10) / 10;
      return [round((ev.clientX - r.left - w.clientLeft) / scale), round((ev.clientY - r.top - w.clientTop) / scale)];
    }
    $("scene").addEventListener("pointerdown", ev => {
      if (!live || ev.button !== 0) return;
      const w = ev.target.closest(".window");
      if (!w) return;
      ev.preventDefault();
      press = { w, name: w.dataset.name, at: windowPoint(w, ev), t: performance.now(), path: [windowPoint(w, ev)], x: ev.clientX, y: ev.clientY };
    });
    $("scene").addEventListener("pointermove", ev => { if (press) press.path.push(windowPoint(press.w, ev)); });
    document.addEventListener("pointerup", ev => {
      if (!press) return;
      const p = press; press = null;
      const end = windowPoint(p.w, ev);
      const moved = Math.hypot(ev.clientX - p.x, ev.clientY - p.y);
      const held = (performance.now() - p.t) / 1000;
      if ($("clickDoes").value === "why") {
        const box = ev.target.closest && ev.target.closest(".view");
        const v = box ? viewById(Number(box.dataset.id)) : null;
        if (v) ask(v.name);
        return;
      }
      const at = q => p.name + " at " + q[0] + " " + q[1];
      if (moved >= 8) {
        // A drag: down, a few moves along the way 20 ms apart, up — what a pan or a scroll sees.
        const n = Math.min(6, p.path.length);
        const moves = [];
        for (let k = 1; k <= n; k++) moves.push("wait 0.02s\ntouch move " + at(p.path[Math.floor(k * (p.path.length - 1) / n)]));
        interact(["touch down " + at(p.at), ...moves, "wait 0.02s", "touch up " + at(end)].join("\n"));
      } else if (held >= 0.5) {
        interact(["touch down " + at(p.at), "wait " + (Math.round(held * 10) / 10) + "s", "touch up " + at(p.at)].join("\n"));
      } else {
        interact("tap " + at(p.at));
      }
    });
    // Predict mode on: the lines after the current command hide until the learner has guessed.
    $("predict").addEventListener("change", ev => {
      revealedCommand = ev.target.checked && current >= 0 ? data.events[current].command : Infinity;
      applyReveal();
    });
    $("clickDoes").addEventListener("change", ev => document.body.classList.toggle("taps", ev.target.value === "tap"));
    // A typed command: `why` and `whatif` are answered in the answer box; anything else is one
    // more interaction.
    $("command").addEventListener("submit", ev => {
      ev.preventDefault();
      const line = $("commandLine").value.trim();
      if (!line) return;
      $("commandLine").value = "";
      const [word, ...rest] = line.split(/\s+/);
      if (word === "why") ask(rest.join(" "));
      else if (word === "whatif") tryFix(rest.join(" "), $("answer"));
      else interact(line);
    });
    $("reset").addEventListener("click", () => { state.interactions = []; rerun(false); });
    $("run").addEventListener("click", () => rerun(false));
    $("save").addEventListener("click", () => rerun(true));

    // Predict mode: before a command's lines show, which view is hit and which handler runs?
    function predict(command, then) {
      const steps = data.events.map((e, i) => [e, i]).filter(([e]) => e.command === command);
      const hit = steps.find(([e]) => e.kind === "hitTest");
      const reveal = () => { revealedCommand = command; applyReveal(); then(); };
      if (!hit) { reveal(); return; }
      const [hitEvent] = hit;
      const point = hitEvent.touch || [0, 0];
      // Until the learner has guessed, the scene is drawn as it was before the command ran: the
      // tap's result (a pushed controller, a removed toast) would give the answer away.
      drawScene(hitEvent.sceneBefore);
      const scene = viewsOf(hitEvent.sceneBefore);
      const win = hitEvent.hitPath[0];
      const under = scene.filter(v => v.window === win && v.depth > 0 && point[0] >= v.frame[0] && point[0] < v.frame[0] + v.frame[2] && point[1] >= v.frame[1] && point[1] < v.frame[1] + v.frame[3])
        .sort((a, b) => b.depth - a.depth || b.id - a.id).map(v => v.name);
      // Handlers by what a learner can tell them apart by: a closure by its row or its captures
      // (`closure (row 0)`), not by its number; two that would read alike keep their names too.
      const labelOf = handlerLabels();
      const ran = [...new Set(steps.filter(([e]) => e.ask).map(([e]) => labelOf.get(e.ask)))];
      const handlers = [...new Set(data.events.filter(e => e.ask).map(e => labelOf.get(e.ask)))];
      const hitView = viewsOf(hitEvent.scene).find(v => v.id === hitEvent.object) || scene.find(v => v.id === hitEvent.object);
      const hitName = hitView ? hitView.name : String(hitEvent.object);
      const nothing = "nothing runs";
      const questions = [
        { text: "Which view does the touch hit?", choices: [...new Set([...under, hitName])], answer: [hitName] },
        // Several handlers may run (a reused cell's old closure and its new one): the learner
        // picks every one, and is right only with exactly those.
        { text: "Which handlers run? Pick every one, then check.", several: true, choices: [...handlers, nothing], answer: ran.length ? ran : [nothing] },
      ];
      const quiz = $("quiz");
      let q = 0, score = 0;
      function next() {
        if (q === questions.length) { quiz.hidden = true; status("predicted " + score + " of " + questions.length); drawnScene = -1; reveal(); if (current >= 0) show(current); return; }
        const question = questions[q];
        quiz.hidden = false; quiz.textContent = "";
        const h = document.createElement("div"); h.innerHTML = "<strong>Predict</strong> "; h.append(question.text);
        const list = document.createElement("div"); list.className = "choices";
        const picked = new Set();
        const judge = () => {
          const right = picked.size === question.answer.length && question.answer.every(c => picked.has(c));
          if (right) score++;
          list.querySelectorAll("button").forEach(x => {
            x.disabled = true;
            // The answer marked, and each pick that was not part of it.
            if (question.answer.includes(x.dataset.choice)) x.classList.add("right");
            else if (picked.has(x.dataset.choice)) x.classList.add("wrong");
          });
          if (check) check.disabled = true;
          const verdict = document.createElement("div"); verdict.className = "verdict";
          // With several answers, what was missed and what was picked wrongly, in words.
          const notes = [];
          if (question.several && !right) {
            const missed = question.answer.filter(c => !picked.has(c) && c !== nothing);
            const wrong = [...picked].filter(c => !question.answer.includes(c) && c !== nothing);
            if (missed.length) notes.push("not picked: " + missed.join(", "));
            if (wrong.length) notes.push(wrong.join(", ") + (wrong.length === 1 ? " does not run" : " do not run"));
            if (picked.has(nothing) && ran.length) notes.push("a handler does run");
          }
          verdict.textContent = (right ? "Right: " : "Not quite: ") + question.answer.join(", ") + (notes.length ? " (" + notes.join("; ") + ")" : "");
          const go = document.createElement("button"); go.className = "continue"; go.textContent = "continue"; go.addEventListener("click", () => { q++; next(); });
          quiz.append(verdict, go); go.focus();
        };
        for (const c of question.choices) {
          const b = document.createElement("button"); b.textContent = c; b.dataset.choice = c;
          b.setAttribute("aria-pressed", "false");
          b.addEventListener("click", () => {
            // The pick stays marked; with several answers a click toggles it ("nothing runs" is
            // alone by its meaning).
            if (!question.several) picked.clear();
            if (picked.has(c)) picked.delete(c); else {
              if (c === nothing) picked.clear(); else picked.delete(nothing);
              picked.add(c);
            }
            list.querySelectorAll("button").forEach(x => { const on = picked.has(x.dataset.choice); x.classList.toggle("picked", on); x.setAttribute("aria-pressed", String(on)); });
            if (!question.several) judge();
            else check.disabled = picked.size === 0;
          });
          list.append(b);
        }
        const check = question.several ? document.createElement("button") : null;
        quiz.append(h, list);
        if (check) { check.className = "check"; check.textContent = "check"; check.disabled = true; check.addEventListener("click", judge); quiz.append(check); }
      }
      next();
    }
    // Each handler's `ask` (how `why` names it) to the words predict mode shows for it.
    // Two that read alike get their full labels (`closure (row 12 of list)`), and two that
    // still do, their names.
    function handlerLabels() {
      const events = new Map();
      for (const e of data.events) if (e.ask && !events.has(e.ask)) events.set(e.ask, e);
      let label = new Map([...events].map(([ask, e]) => [ask, e.label || ask]));
      for (const longer of [e => e.labelFull || e.label || e.ask, e => (e.labelFull || e.ask) + (e.label ? " · " + e.ask : "")]) {
        const count = new Map();
        for (const l of label.values()) count.set(l, (count.get(l) || 0) + 1);
        label = new Map([...label].map(([ask, l]) => [ask, count.get(l) > 1 ? longer(events.get(ask)) : l]));
      }
      return label;
    }

    // The editor and the lessons.
    if (live) {
      document.body.classList.add("taps");
      const files = $("files");
      for (const f of serving.files) { const o = document.createElement("option"); o.value = f; o.textContent = f; files.append(o); }
      files.addEventListener("change", async () => {
        state.sources[state.editing] = $("source").value;
        state.editing = files.value;
        if (state.sources[state.editing] === undefined) {
          const got = await post("/api/source", { file: files.value });
          if (got.error || typeof got.source !== "string") {
            // Never edit (and so never save) a file whose text did not arrive.
            status(got.error || "cannot read " + files.value);
            state.editing = state.file; files.value = state.file;
            $("source").value = state.sources[state.file];
            return;
          }
          state.sources[state.editing] = got.source;
        }
        $("source").value = state.sources[state.editing];
      });
      state.sources[state.file] = serving.source;
      $("source").value = serving.source;
      showDiagnostics(serving.diagnostics);
      const nav = $("lessons");
      const link = (href, text) => { const a = document.createElement("a"); a.href = href; a.textContent = text; nav.append(a); };
      link("/", "all scenarios");
      if (serving.previous) link(serving.previous.url, "← " + serving.previous.title);
      if (serving.next) link(serving.next.url, serving.next.title + " →");
    }

    if (opened === "#selftest") {
      // Step through every line by key presses; record what each step outlined and marked.
      const seen = [];
      show(0);
      for (let i = 0; i < data.events.length; i++) {
        if (i > 0) document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" }));
        seen.push({ step: current + 1, current: document.querySelector("#trace .current") === trace.children[i],
                    hitpath: document.querySelectorAll(".view.hitpath").length, about: document.querySelectorAll(".view.about").length,
                    touch: touchDot.isConnected });
      }
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" }));
      $("selftest-result").textContent = JSON.stringify({ errors, steps: data.events.length, back: current + 1, seen });
    }
    """#
}
