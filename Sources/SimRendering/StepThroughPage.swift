import SimCore

/// One self-contained HTML page to step through a run, the way Python Tutor steps through code:
/// the scene's views drawn as boxes at their frames, and the event log as a list to walk with
/// ← and →. At each step the page marks the touch point, outlines the hit-test path, numbers the
/// responder chain from the view the event is about, and shows the trace line, the handler that
/// ran and what its closure captured.
///
/// Offline by construction: the styles, the script and the data are in the page; it loads
/// nothing. `#step=N` opens it at step N, `#find=TEXT` at the first line containing TEXT;
/// `#selftest` steps through every event with simulated
/// key presses and writes what it saw into `#selftest-result` (the browser test reads it).
public enum StepThroughPage {
    /// The page for the events kept in `log` over the scene `graph`, titled `title`.
    public static func html(log: EventLog, graph: SceneGraph, names: NameTable, title: String) -> String {
        var json: [UInt8] = []
        appendData(log: log, graph: graph, names: names, to: &json)
        return template.replacing("__TITLE__", with: htmlEscaped(title))
            .replacing("__DATA__", with: String(decoding: json, as: UTF8.self).replacing("</", with: "<\\/"))
    }

    // MARK: - The data the page draws

    private static func appendData(log: EventLog, graph: SceneGraph, names: NameTable, to out: inout [UInt8]) {
        let words = TextTraceRenderer(names: names, writeBytes: { _ in })
        out += Array("{\"views\":[".utf8)
        var first = true
        for node in graph.nodes {
            guard node.view != nil, let frame = graph.frameInWindow(of: node.id) else { continue }
            let ancestry = graph.ancestry(of: node.id)
            guard let window = ancestry.last, graph.windows.contains(window) else { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            let view = node.view!
            let skipped = view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled
            out += Array("{\"id\":\(node.id),\"name\":".utf8); TraceBytes.appendJSONString(node.name, to: &out)
            out += Array(",\"class\":".utf8); TraceBytes.appendJSONString(node.className, to: &out)
            out += Array(",\"window\":\(window),\"depth\":\(ancestry.count - 1),\"frame\":[\(number(frame.minX)),\(number(frame.minY)),\(number(frame.size.width)),\(number(frame.size.height))],\"skipped\":\(skipped)".utf8)
            out += Array(",\"chain\":[".utf8)
            out += Array(graph.chain(from: node.id).map(String.init).joined(separator: ",").utf8)
            out += Array("]}".utf8)
        }
        out += Array("],\"events\":[".utf8)
        var hitPath: [SimObject.ID] = []
        var touchPoint: Point?
        var firstEvent = true
        for e in log.events {
            // A step is a line of the trace: records it prints nothing for (an `export`'s or an
            // inspection's output, the recognizers taking part, an expectation) are no step.
            let text = words.words(for: e)
            if text.isEmpty { continue }
            if !firstEvent { out.append(UInt8(ascii: ",")) }
            firstEvent = false
            switch e.payload {
            case .touch(let phase, let point, _):
                touchPoint = phase == .cancelled ? touchPoint : point
                if phase == .began { hitPath = [] }
            case .hitTest: hitPath = graph.ancestry(of: e.object).reversed()
            case .command: hitPath = []; touchPoint = nil
            default: break
            }
            out += Array("{\"seq\":\(e.seq),\"depth\":\(e.depth),\"time\":".utf8)
            TraceBytes.appendJSONString(VirtualClock.format(e.time), to: &out)
            out += Array(",\"kind\":".utf8); TraceBytes.appendJSONString(String(describing: e.kind), to: &out)
            out += Array(",\"text\":".utf8); TraceBytes.appendJSONString(text, to: &out)
            out += Array(",\"object\":\(e.object),\"hitPath\":[\(hitPath.map(String.init).joined(separator: ","))]".utf8)
            if let p = touchPoint { out += Array(",\"touch\":[\(number(p.x)),\(number(p.y))]".utf8) }
            if let handler = handlerDetail(e, names: names) {
                out += Array(",\"handler\":".utf8); TraceBytes.appendJSONString(handler, to: &out)
            }
            out += Array("}".utf8)
        }
        out += Array("]}".utf8)
    }

    /// The handler an event ran, and what its closure captured.
    private static func handlerDetail(_ e: Event, names: NameTable) -> String? {
        switch e.payload {
        case .targetAction(let target, let selector, .performed):
            return "\(names.name(target)).\(names.selector(selector)) ran (sender: \(names.name(e.object)))"
        case .chainAsk(let selector, true):
            return "\(names.name(e.object)).\(names.selector(selector)) ran (found along the responder chain)"
        case .closureRun(let closure):
            let captures = names.capturesText(closure)
            return "\(names.closure(closure).displayName) ran" + (captures.isEmpty ? ", capturing nothing" : ", captured [\(captures)]")
        case .delegateCall(let call) where call.outcome == .performed:
            return "\(names.name(call.delegate)).\(names.selector(call.selector)) ran (a delegate call)"
        default:
            return nil
        }
    }

    private static func number(_ v: Double) -> String { formatNumber(v) }

    private static func htmlEscaped(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    // MARK: - The page

    private static let template = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>__TITLE__ — simrepl step-through</title>
    <style>
      body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #222; display: flex; height: 100vh; }
      #scene { flex: 0 0 auto; padding: 12px; overflow: auto; border-right: 1px solid #ddd; background: #fafafa; }
      #side { flex: 1 1 auto; display: flex; flex-direction: column; min-width: 0; }
      #bar { padding: 8px 12px; border-bottom: 1px solid #ddd; display: flex; gap: 8px; align-items: center; }
      #bar button { font: inherit; padding: 2px 10px; }
      #detail { padding: 8px 12px; border-bottom: 1px solid #ddd; min-height: 4.5em; }
      #detail .line { font-family: ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; }
      #detail .handler { color: #1a7f37; margin-top: 4px; }
      #trace { flex: 1 1 auto; overflow: auto; margin: 0; padding: 8px 0; font: 12px/1.45 ui-monospace, Menlo, Consolas, monospace; }
      #trace div { padding: 0 12px; white-space: pre; cursor: pointer; }
      #trace div.current { background: #fff2b3; }
      #trace div.ran { color: #1a7f37; }
      .window { position: relative; background: #fff; border: 1px solid #999; margin-bottom: 16px; }
      .view { position: absolute; box-sizing: border-box; border: 1px solid #b8b8b8; font-size: 10px; color: #555; overflow: hidden; }
      .view span { padding: 1px 3px; background: rgba(255,255,255,.8); }
      .view.skipped { border-style: dashed; color: #aaa; }
      .view.hitpath { border: 2px solid #2a7ae2; }
      .view.about { background: rgba(255, 214, 0, .25); }
      .badge { position: absolute; right: 2px; top: 1px; background: #7b3fc4; color: #fff; border-radius: 8px; padding: 0 5px; font-size: 10px; }
      .touch { position: absolute; width: 14px; height: 14px; margin: -7px 0 0 -7px; border-radius: 50%; background: rgba(220, 40, 40, .75); border: 2px solid #fff; box-shadow: 0 0 0 1px #c00; pointer-events: none; }
      .legend { font-size: 11px; color: #666; max-width: 420px; }
      .caption { font-size: 11px; color: #666; margin-bottom: 2px; }
    </style>
    </head>
    <body>
    <div id="scene"></div>
    <div id="side">
      <div id="bar"><button id="prev" title="previous (←)">←</button><button id="next" title="next (→)">→</button><span id="where"></span></div>
      <div id="detail"></div>
      <pre id="trace"></pre>
    </div>
    <pre id="selftest-result" hidden></pre>
    <script id="data" type="application/json">__DATA__</script>
    <script>
    "use strict";
    const errors = [];
    window.addEventListener("error", e => errors.push(String(e.message)));
    const data = JSON.parse(document.getElementById("data").textContent);
    // The tallest window fits the page's height.
    const tallest = Math.max(1, ...data.views.filter(v => v.depth === 0).map(v => v.frame[3]));
    const scale = Math.min(1, (window.innerHeight - 120) / tallest);
    const boxes = new Map();
    const scene = document.getElementById("scene");
    const windows = new Map();
    for (const v of data.views) {
      if (v.depth === 0) {
        const w = document.createElement("div");
        const caption = document.createElement("div");
        caption.className = "caption"; caption.textContent = v.name + " (" + v.class + ")";
        scene.appendChild(caption);
        w.className = "window"; w.style.width = v.frame[2] * scale + "px"; w.style.height = v.frame[3] * scale + "px";
        w.title = v.name; scene.appendChild(w); windows.set(v.id, w);
      }
    }
    for (const v of data.views) {
      const w = windows.get(v.window);
      if (!w || v.depth === 0) continue;
      const b = document.createElement("div");
      b.className = "view" + (v.skipped ? " skipped" : "");
      b.id = "view-" + v.id;
      b.style.left = v.frame[0] * scale + "px"; b.style.top = v.frame[1] * scale + "px";
      b.style.width = v.frame[2] * scale + "px"; b.style.height = v.frame[3] * scale + "px";
      b.style.zIndex = v.depth;
      b.innerHTML = "<span></span>"; b.firstChild.textContent = v.name + " (" + v.class + ")";
      b.title = v.name;
      w.appendChild(b); boxes.set(v.id, b);
    }
    const legend = document.createElement("p");
    legend.className = "legend";
    legend.textContent = "Blue outline: the hit-test path. Yellow: the view the step is about. Purple numbers: its responder chain. Red dot: the touch. Dashed: skipped by hit-testing.";
    scene.appendChild(legend);
    const touchDot = document.createElement("div"); touchDot.className = "touch"; touchDot.hidden = true;
    const trace = document.getElementById("trace");
    data.events.forEach((e, i) => {
      const line = document.createElement("div");
      line.textContent = "[" + e.time + "] " + "  ".repeat(e.depth) + e.text;
      if (e.handler) line.className = "ran";
      line.addEventListener("click", () => show(i));
      trace.appendChild(line);
    });
    let current = -1;
    function show(i) {
      if (data.events.length === 0) { document.getElementById("where").textContent = "no events"; return; }
      current = Math.max(0, Math.min(i, data.events.length - 1));
      const e = data.events[current];
      for (const [, b] of boxes) { b.classList.remove("hitpath", "about"); const badge = b.querySelector(".badge"); if (badge) badge.remove(); }
      for (const id of e.hitPath) { const b = boxes.get(id); if (b) b.classList.add("hitpath"); }
      const about = boxes.get(e.object);
      if (about) {
        about.classList.add("about");
        const view = data.views.find(v => v.id === e.object);
        view.chain.forEach((id, n) => {
          const b = boxes.get(id);
          if (!b) return;
          const badge = document.createElement("span"); badge.className = "badge"; badge.textContent = String(n + 1); b.appendChild(badge);
        });
      }
      touchDot.remove();
      const host = about ? about.closest(".window") : (e.hitPath.length ? windows.get(e.hitPath[0]) : windows.values().next().value);
      if (e.touch && host) { touchDot.hidden = false; touchDot.style.left = e.touch[0] * scale + "px"; touchDot.style.top = e.touch[1] * scale + "px"; host.appendChild(touchDot); }
      for (const line of trace.children) line.classList.remove("current");
      const line = trace.children[current]; line.classList.add("current"); line.scrollIntoView({ block: "nearest" });
      const detail = document.getElementById("detail");
      detail.innerHTML = "<div class='line'></div>" + (e.handler ? "<div class='handler'></div>" : "");
      detail.firstChild.textContent = e.text;
      if (e.handler) detail.lastChild.textContent = e.handler;
      document.getElementById("where").textContent = "step " + (current + 1) + " of " + data.events.length + " · event " + e.seq + " · " + e.kind;
      history.replaceState(null, "", "#step=" + (current + 1));
    }
    document.getElementById("prev").addEventListener("click", () => show(current - 1));
    document.getElementById("next").addEventListener("click", () => show(current + 1));
    document.addEventListener("keydown", ev => {
      if (ev.key === "ArrowRight") { show(current + 1); ev.preventDefault(); }
      if (ev.key === "ArrowLeft") { show(current - 1); ev.preventDefault(); }
    });
    const opened = location.hash;  // read before show() rewrites it
    const start = /step=(\\d+)/.exec(opened);
    const find = /find=([^&]+)/.exec(opened);
    const found = find ? data.events.findIndex(e => e.text.includes(decodeURIComponent(find[1]))) : -1;
    show(start ? Number(start[1]) - 1 : Math.max(found, 0));
    if (opened === "#selftest") {
      // Step through every event by key presses; record what each step outlined and marked.
      const seen = [];
      for (let i = 0; i < data.events.length; i++) {
        if (i > 0) document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" }));
        seen.push({ step: current + 1, current: document.querySelector("#trace .current") === trace.children[i],
                    hitpath: document.querySelectorAll(".view.hitpath").length, about: document.querySelectorAll(".view.about").length,
                    touch: !touchDot.hidden && touchDot.isConnected });
      }
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" }));
      const result = document.getElementById("selftest-result");
      result.textContent = JSON.stringify({ errors, steps: data.events.length, back: current + 1, seen });
    }
    </script>
    </body>
    </html>

    """
}
