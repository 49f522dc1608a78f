/// The map page's zoom and pan: the drawing opens fitted to its box; `+` and `-` (or the wheel) zoom, `0`
/// fits again, `1` shows it at its natural size, dragging or the arrow keys pan. Inline, no network.
enum MapZoom {
  /// The buttons over the drawing.
  static let toolbar = """
    <div class="tools"><button type="button" id="zoom-out" title="zoom out (-)">−</button>\
    <button type="button" id="zoom-in" title="zoom in (+)">+</button>\
    <button type="button" id="zoom-fit" title="fit to the window (0)">fit</button>\
    <button type="button" id="zoom-one" title="natural size (1)">100 %</button>\
    <span id="zoom-level">fit</span><span class="hint">drag to move · wheel or + − to zoom · 0 fits · \
    1 natural size</span></div>

    """

  /// The script: it changes the SVG's `viewBox` only.
  static let script = """
    (function () {
      var box = document.getElementById("drawing"), svg = box && box.querySelector("svg");
      if (!svg || !svg.viewBox || !svg.viewBox.baseVal) { return; }
      var b = svg.viewBox.baseVal, home = [b.x, b.y, b.width, b.height], v = home.slice();
      var level = document.getElementById("zoom-level"), drag = null, moved = false;
      function scale() { return Math.min(box.clientWidth / v[2], box.clientHeight / v[3]); }
      function show() {
        svg.setAttribute("viewBox", v.join(" "));
        level.textContent = Math.round(75 * scale()) + " %";
      }
      function zoom(f, cx, cy) {
        if (cx === undefined) { cx = v[0] + v[2] / 2; cy = v[1] + v[3] / 2; }
        v = [cx - (cx - v[0]) / f, cy - (cy - v[1]) / f, v[2] / f, v[3] / f]; show();
      }
      function natural() {
        var cx = v[0] + v[2] / 2, cy = v[1] + v[3] / 2, w = box.clientWidth * 0.75, h = box.clientHeight * 0.75;
        v = [cx - w / 2, cy - h / 2, w, h]; show();
      }
      function fit() { v = home.slice(); show(); }
      function pan(dx, dy) { var s = scale(); v[0] -= dx / s; v[1] -= dy / s; show(); }
      document.getElementById("zoom-in").onclick = function () { zoom(1.25); };
      document.getElementById("zoom-out").onclick = function () { zoom(0.8); };
      document.getElementById("zoom-fit").onclick = fit;
      document.getElementById("zoom-one").onclick = natural;
      box.addEventListener("wheel", function (e) {
        e.preventDefault();
        var p = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.getScreenCTM().inverse());
        zoom(e.deltaY < 0 ? 1.15 : 1 / 1.15, p.x, p.y);
      }, { passive: false });
      box.addEventListener("pointerdown", function (e) {
        drag = [e.clientX, e.clientY]; moved = false; box.classList.add("panning");
      });
      box.addEventListener("pointermove", function (e) {
        if (!drag) { return; }
        if (Math.abs(e.clientX - drag[0]) + Math.abs(e.clientY - drag[1]) > 3) { moved = true; }
        if (moved) { pan(e.clientX - drag[0], e.clientY - drag[1]); drag = [e.clientX, e.clientY]; }
      });
      window.addEventListener("pointerup", function () { drag = null; box.classList.remove("panning"); });
      box.addEventListener("click", function (e) { if (moved) { e.preventDefault(); moved = false; } }, true);
      document.addEventListener("keydown", function (e) {
        if (e.ctrlKey || e.metaKey || e.altKey || /INPUT|TEXTAREA|SELECT/.test(e.target.tagName)) { return; }
        var keys = { "+": function () { zoom(1.25); }, "=": function () { zoom(1.25); },
          "-": function () { zoom(0.8); }, "0": fit, "1": natural,
          ArrowLeft: function () { pan(60, 0); }, ArrowRight: function () { pan(-60, 0); },
          ArrowUp: function () { pan(0, 60); }, ArrowDown: function () { pan(0, -60); } };
        if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
      });
      show();
    })();

    """
}
