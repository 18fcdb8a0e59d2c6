/// The step-through page's markup and styles. The parts a served page adds (the editor, the
/// lessons, the click mode) are in the markup of every page and hidden unless served.
enum PageTemplate {
    static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>__TITLE__ — simrepl step-through</title>
    <style>__STYLE__</style>
    </head>
    <body>
    <header id="bar">
      <strong id="title"></strong>
      <nav id="lessons" class="live-only"></nav>
      <span class="group">
        <label title="what ← and → step through">step <select id="mode">
          <option value="event">by line</option><option value="command">by command</option><option value="handler">by handler</option>
        </select></label>
        <button id="prev" title="previous (←)">←</button><button id="next" title="next (→)">→</button>
        <span id="where"></span>
      </span>
      <span class="group">
        <button id="zoomOut" title="smaller (-)">−</button><button id="zoomIn" title="larger (+)">+</button>
        <label title="larger text, for projecting"><input type="checkbox" id="large"> large type</label>
        <label class="live-only" title="show the script beside the trace"><input type="checkbox" id="editorToggle"> editor</label>
      </span>
      <span class="group live-only">
        <label title="a click on the scene taps it, or asks why about the view">click <select id="clickDoes">
          <option value="tap">taps</option><option value="why">asks why</option>
        </select></label>
        <label title="before a tap's result shows, guess which view is hit and which handlers run"><input type="checkbox" id="predict"> predict</label>
        <button id="reset" title="forget the taps made on the page">reset taps</button>
        <span id="status" role="status"></span>
      </span>
    </header>
    <main>
      <section id="scene" aria-label="the scene"></section>
      <section id="side">
        <div id="detail" aria-live="polite"></div>
        <form id="command" class="live-only" title="a command run after the script and the taps, as at the REPL's prompt"><label>&gt; <input id="commandLine" placeholder="a command: wait 0.5s, type hello, why save, whatif remove toast…" autocomplete="off" spellcheck="false"></label></form>
        <div id="answer" hidden></div>
        <pre id="trace" aria-label="the trace"></pre>
      </section>
      <section id="editor" class="live-only" aria-label="the script">
        <div class="edbar"><select id="files" title="the file to edit"></select>
          <button id="run" title="run the text as it is (Ctrl+Enter)">Run</button>
          <button id="save" title="write the file and run it (Ctrl+S)">Save</button></div>
        <textarea id="source" spellcheck="false" autocomplete="off" wrap="off" aria-label="source"></textarea>
        <div id="diagnostics"></div>
      </section>
    </main>
    <div id="quiz" hidden role="dialog" aria-label="predict"></div>
    <pre id="selftest-result" hidden></pre>
    <script id="serving" type="application/json">__SERVING__</script>
    <script id="data" type="application/json">__DATA__</script>
    <script>__SCRIPT__</script>
    </body>
    </html>

    """#

    static let style = #"""
      :root { --fs: 14px; --mono: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
      body.large { --fs: 20px; }
      body { margin: 0; font: var(--fs)/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f; height: 100vh; display: flex; flex-direction: column; }
      #bar { padding: 6px 12px; border-bottom: 1px solid #ccc; display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; background: #f4f4f6; }
      #bar .group { display: inline-flex; gap: 6px; align-items: center; }
      #bar button, #bar select, .edbar button, .edbar select, #answer button, #quiz button { font: inherit; padding: 1px 10px; }
      #lessons a { margin-right: 8px; }
      #status { color: #555; font-size: .9em; }
      main { flex: 1 1 auto; display: flex; min-height: 0; }
      #scene { flex: 0 0 auto; padding: 12px; overflow: auto; border-right: 1px solid #ccc; background: #fafafa; }
      #side { flex: 1 1 40%; display: flex; flex-direction: column; min-width: 0; }
      #detail, #command, #answer { flex: 0 0 auto; }
      #detail { padding: 8px 12px; border-bottom: 1px solid #ddd; min-height: 4.2em; max-height: 30vh; overflow: auto; }
      #detail .line { font-family: var(--mono); white-space: pre-wrap; }
      #detail .handler { color: #1a7f37; margin-top: 4px; }
      #detail .lines a { margin-right: 6px; }
      #command { padding: 4px 12px; border-bottom: 1px solid #ddd; font-family: var(--mono); }
      #command input { font: inherit; width: calc(100% - 2em); border: 1px solid #ccc; padding: 2px 4px; }
      #answer { padding: 8px 12px; border-bottom: 1px solid #ddd; background: #f3f0ff; max-height: 60%; overflow: auto; }
      #answer pre.whatif { background: #fff; border-left: 3px solid #7b3fc4; padding: 4px 8px; }
      #answer pre { margin: 4px 0; font-family: var(--mono); white-space: pre-wrap; }
      #answer .fix { margin: 4px 0; }
      #trace { flex: 1 1 auto; overflow: auto; margin: 0; padding: 8px 0; font: calc(var(--fs) - 1px)/1.45 var(--mono); }
      #trace div { padding: 0 12px; white-space: pre-wrap; cursor: pointer; }
      #trace div.current { background: #fff2b3; }
      #trace div.ofview { background: #e6f0ff; }
      #trace div.ran { color: #1a7f37; }
      #trace div.bad { color: #c00; font-weight: bold; }
      #trace div.future { visibility: hidden; }
      #trace div.group-start { border-top: 2px dashed #999; margin-top: 6px; padding-top: 4px; }
      #trace div.group-start::before { content: "after trace clear: expect counts from here"; display: block; color: #777; font-style: italic; }
      #trace div .why { margin-left: 8px; font: inherit; font-size: .85em; padding: 0 6px; }
      #editor { flex: 1 1 35%; display: flex; flex-direction: column; min-width: 0; border-left: 1px solid #ccc; }
      .edbar { padding: 6px; display: flex; gap: 6px; border-bottom: 1px solid #ddd; }
      #source { flex: 1 1 auto; font: calc(var(--fs) - 1px)/1.45 var(--mono); border: 0; padding: 8px; resize: none; tab-size: 4; white-space: pre; overflow: auto; }
      #diagnostics { max-height: 30%; overflow: auto; font-family: var(--mono); font-size: .9em; }
      #diagnostics div { padding: 4px 8px; color: #c00; cursor: pointer; white-space: pre-wrap; border-top: 1px solid #eee; }
      #diagnostics div.warning { color: #8a5a00; }
      .window { position: relative; background: #fff; border: 1px solid #888; margin: 0 0 16px; touch-action: none; }
      body.taps .window { cursor: crosshair; }
      .caption-of-window { font-size: .85em; color: #555; margin-bottom: 2px; }
      .view { position: absolute; box-sizing: border-box; border: 1px solid #b0b0b8; color: #444; }
      .view .name.on-hover { display: none; }
      .view:hover > .name.on-hover, .view.about > .name.on-hover { display: inline; z-index: 1; }
      body.no-editor #editor { display: none; }
      .view .name { position: absolute; left: 2px; top: 1px; font-size: calc(var(--fs) - 4px); white-space: nowrap; background: rgba(255,255,255,.85); padding: 0 3px; pointer-events: none; }
      .view .name.above { top: auto; bottom: 100%; left: -1px; border: 1px solid #ccc; border-bottom: 0; }
      .view .text { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; font-size: calc(var(--fs) - 1px); color: #111; white-space: nowrap; overflow: hidden; pointer-events: none; }
      .view.control { background-color: rgba(0,122,255,.06); border-color: #7aa7e0; }
      .view.control .text { color: #0a58ca; }
      .view.disabled { background-color: #f1f1f1; background-image: repeating-linear-gradient(135deg, transparent 0 6px, rgba(0,0,0,.09) 6px 12px); border-color: #aaa; }
      .view.control.disabled .text { color: #8a8a8a; }
      .view.highlighted { background-color: rgba(0,122,255,.25); }
      .view.selected { box-shadow: inset 0 0 0 2px #0a58ca; }
      .view.skipped { border-style: dashed; color: #999; }
      .view.hidden { opacity: .3; }
      .view.first-responder { box-shadow: 0 0 0 3px #f0a000; }
      .view.hitpath { border: 2px solid #2a7ae2; }
      .view.about { background-color: rgba(255, 214, 0, .3); }
      .view.pointed { outline: 2px dotted #7b3fc4; }
      .badge { position: absolute; right: 2px; top: 1px; background: #7b3fc4; color: #fff; border-radius: 8px; padding: 0 5px; font-size: calc(var(--fs) - 4px); pointer-events: none; }
      .touch { position: absolute; width: 14px; height: 14px; margin: -7px 0 0 -7px; border-radius: 50%; background: rgba(220, 40, 40, .75); border: 2px solid #fff; box-shadow: 0 0 0 1px #c00; pointer-events: none; z-index: 10000; }
      .legend { font-size: .85em; color: #555; max-width: 30em; }
      #quiz { position: fixed; left: 50%; top: 20%; transform: translateX(-50%); background: #fff; border: 2px solid #7b3fc4; border-radius: 8px; padding: 16px 20px; box-shadow: 0 8px 30px rgba(0,0,0,.25); z-index: 20000; max-width: 36em; }
      #quiz .choices button { display: block; margin: 6px 0; width: 100%; text-align: left; }
      #quiz .verdict { font-weight: bold; margin-top: 8px; }
      #quiz .choices button.picked { background: #7b3fc4; color: #fff; border-color: #5a2a96; }
      #quiz .choices button.right { box-shadow: 0 0 0 3px #1a7f37; }
      #quiz .choices button.wrong { text-decoration: line-through; }
      #quiz .check, #quiz .continue { margin-top: 8px; }
      body:not(.live) .live-only { display: none !important; }
    """#
}
