/// The review page's only script: the filter bar.
///
/// A few lines, inline, no network; it reads the
/// `data-locale`, `data-table`, `data-sev`, `data-rules` and `data-over` attributes of every element
/// of class `fi` and hides those that do not match. The page's query string presets the filters
/// (`review.html?locale=ko&over=1`; names `locale`, `table`, `severity`, `rule`, `over`), so a link
/// can open a filtered view. The header's error, warning and notice counts follow the filters
/// (`3 of 148`), and the header's height is kept in `--top`, the page's scroll padding, so the sticky
/// header never covers a link's target. Copy never reaches it: values live in the page
/// as escaped text, and the script compares attribute strings only.
enum ReviewScript {
  /// The script element.
  static let filters = """
    <script>
    (function(){var h=document.querySelector('header.top');
    function top(){if(h)document.documentElement.style.setProperty('--top',(h.offsetHeight+8)+'px');}
    top();addEventListener('resize',top);
    var f=document.getElementById('filters');if(!f)return;
    var items=document.querySelectorAll('.fi');
    function has(list,v){return (' '+list+' ').indexOf(' '+v+' ')>=0;}
    function apply(){var e=f.elements,l=e.locale.value,t=e.table.value,s=e.severity.value,r=e.rule.value,o=e.over.checked;
    for(var i=0;i<items.length;i++){var d=items[i].dataset,h=false;
    if(l&&d.locale!==undefined&&d.locale!==l)h=true;
    if(t&&d.table!==undefined&&!has(d.table,t))h=true;
    if(s&&d.sev!==undefined&&!has(d.sev,s))h=true;
    if(r&&d.rules!==undefined&&!has(d.rules,r))h=true;
    if(o&&d.over!==undefined&&d.over!=='1')h=true;
    items[i].hidden=h;}recount();top();}
    function recount(){var n={error:0,warning:0,notice:0},rows=document.querySelectorAll('tr[id^="finding-"]');
    for(var i=0;i<rows.length;i++){var r=rows[i],g=r.closest('details');if(r.hidden||(g&&g.hidden))continue;
    for(var k in n)if(r.classList.contains('sev-'+k))n[k]++;}
    for(var k in n){var d=document.getElementById('count-'+k+'s');if(!d)continue;var t=d.getAttribute('data-total');
    d.textContent=String(n[k])===t?t:n[k]+' of '+t;}}
    var q=new URLSearchParams(location.search);
    ['locale','table','severity','rule'].forEach(function(n){if(q.has(n))f.elements[n].value=q.get(n);});
    if(q.get('over')==='1')f.elements.over.checked=true;
    f.addEventListener('change',apply);apply();})();
    </script>

    """
}
