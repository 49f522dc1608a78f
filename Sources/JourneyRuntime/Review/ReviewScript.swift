/// The review page's only script: the filter bar.
///
/// A few lines, inline, no network; it reads the
/// `data-locale`, `data-table`, `data-sev`, `data-rules` and `data-over` attributes of every element
/// of class `fi` and hides those that do not match. The page's query string presets the filters
/// (`review.html?locale=ko&over=1`; names `locale`, `table`, `severity`, `rule`, `over`), so a link
/// can open a filtered view. Copy never reaches it: values live in the page
/// as escaped text, and the script compares attribute strings only.
enum ReviewScript {
  /// The script element.
  static let filters = """
    <script>
    (function(){var f=document.getElementById('filters');if(!f)return;
    var items=document.querySelectorAll('.fi');
    function has(list,v){return (' '+list+' ').indexOf(' '+v+' ')>=0;}
    function apply(){var e=f.elements,l=e.locale.value,t=e.table.value,s=e.severity.value,r=e.rule.value,o=e.over.checked;
    for(var i=0;i<items.length;i++){var d=items[i].dataset,h=false;
    if(l&&d.locale!==undefined&&d.locale!==l)h=true;
    if(t&&d.table!==undefined&&!has(d.table,t))h=true;
    if(s&&d.sev!==undefined&&!has(d.sev,s))h=true;
    if(r&&d.rules!==undefined&&!has(d.rules,r))h=true;
    if(o&&d.over!==undefined&&d.over!=='1')h=true;
    items[i].hidden=h;}}
    var q=new URLSearchParams(location.search);
    ['locale','table','severity','rule'].forEach(function(n){if(q.has(n))f.elements[n].value=q.get(n);});
    if(q.get('over')==='1')f.elements.over.checked=true;
    f.addEventListener('change',apply);apply();})();
    </script>

    """
}
