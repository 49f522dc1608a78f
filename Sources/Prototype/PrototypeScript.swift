import JSONText

/// The page's one script. It holds no rule of the journey: it looks up the state a move leads to in the
/// data the engine produced and swaps the phone's text, always as text (`textContent`), never as markup.
enum PrototypeScript {
  /// The script, with the tool's words it shows.
  static func javascript() -> String {
    let words = [
      PrototypeWords.cutOffHere, PrototypeWords.cutOffWay, PrototypeWords.inspectorToggle,
      PrototypeWords.inspectorHide, PrototypeWords.refused,
    ].map(JSONStringLiteral.quoted).joined(separator: ",")
    return """
      (function(){
      "use strict";
      var W=[\(words)];
      var D=JSON.parse(document.getElementById("data").textContent);
      var S=D.strings,V=D.variants.length;
      var cur={s:0,l:D.start[0],v:D.start[1]};
      var trails={};
      function el(id){return document.getElementById(id);}
      function make(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!==undefined)e.textContent=text;return e;}
      function address(c){return "#state="+c.s+"&locale="+encodeURIComponent(D.locales[c.l])+"&variant="+encodeURIComponent(D.variants[c.v]);}
      function read(h){
        var r={s:0,l:cur.l,v:cur.v};
        h.replace(/^#/,"").split("&").forEach(function(part){
          var i=part.indexOf("="),k=i<0?part:part.slice(0,i),v=i<0?"":part.slice(i+1);
          try{v=decodeURIComponent(v);}catch(e){return;}
          if(k==="state"&&/^[0-9]+$/.test(v)&&+v<D.states.length)r.s=+v;
          else if(k==="locale"&&D.locales.indexOf(v)>=0)r.l=D.locales.indexOf(v);
          else if(k==="variant"&&D.variants.indexOf(v)>=0)r.v=D.variants.indexOf(v);
        });
        return r;
      }
      function route(s){
        var steps=[];
        while(D.states[s].p){var p=D.states[s].p;steps.unshift(D.states[p[0]].m[p[1]][3]);s=p[0];}
        return [].concat.apply([],steps);
      }
      function go(next,trail,focus){
        var h=address(next);
        trails[h]={trail:trail,focus:focus};
        if(location.hash===h){show(focus);}else{location.hash=h;}
      }
      function take(i,focus){
        var m=D.states[cur.s].m[i];
        if(!m)return;
        if(m[2]<0){el("note").textContent=W[1];return;}
        var known=trails[location.hash];
        var trail=(known?known.trail:route(cur.s)).concat(m[3]);
        go({s:m[2],l:cur.l,v:cur.v},trail,focus);
      }
      function phone(st){
        var c=cur.l*V+cur.v,frame=D.frames[st.v[2*c]],set=D.buttons[st.v[2*c+1]];
        var pre=el("phone");
        pre.textContent="";
        pre.lang=D.locales[cur.l];
        var made=[];
        frame.forEach(function(ri,y){
          var row=D.rows[ri],holder=pre,open=-1;
          for(var k=0;k<row.length;k+=4){
            var b=row[k+2];
            if(b!==open){
              open=b;holder=pre;
              if(b>=0&&2*b<set.length){
                var move=set[2*b+1],label=S[set[2*b]];
                if(!made[b]){
                  holder=make("button");holder.type="button";holder.setAttribute("aria-label",label);
                  if(move<0){holder.setAttribute("aria-disabled","true");holder.addEventListener("click",function(){el("note").textContent=W[4];});}
                  else{holder.addEventListener("click",take.bind(null,move,"button"));}
                  made[b]=holder;
                }else{
                  holder=make("span","more");holder.setAttribute("aria-hidden","true");
                  holder.addEventListener("click",made[b].click.bind(made[b]));
                }
                pre.appendChild(holder);
              }
            }
            var w=row[k+3];
            holder.appendChild(make("span",D.styles[row[k+1]]+(w>0?" w w"+w:w<0?" n n"+(-w):""),S[row[k]]));
          }
          if(y<frame.length-1)pre.appendChild(document.createTextNode("\\n"));
        });
        return made;
      }
      function show(focus){
        var st=D.states[cur.s];
        var made=phone(st);
        var moves=el("moves");moves.textContent="";
        var cut=false;
        st.m.forEach(function(m,i){
          if(m[2]<0)cut=true;
          if(m[1]!==1)return;
          var b=make("button",null,S[m[0]]);b.type="button";
          b.addEventListener("click",take.bind(null,i,"phone"));
          moves.appendChild(b);
        });
        el("note").textContent=cut?W[0]:"";
        var facts=[S[st.f[0]],S[st.f[1]],S[st.f[2]],S[st.f[3]],S[st.n],D.locales[cur.l]+" \\u00b7 "+D.variants[cur.v]];
        ["fact-status","fact-app","fact-idfa","fact-npa","fact-screen","fact-copy"].forEach(function(id,i){el(id).textContent=facts[i];});
        var known=trails[location.hash],trail=known?known.trail:route(cur.s);
        var list=el("events");list.textContent="";
        trail.forEach(function(e){list.appendChild(make("li",null,S[e]));});
        list.scrollTop=list.scrollHeight;
        el("screen").value=String(D.screens.findIndex(function(x){return x[0]===st.n;}));
        el("locale").value=String(cur.l);el("variant").value=String(cur.v);
        el("where").textContent=S[st.n];
        if(focus==="button"){var first=made.filter(function(x){return x&&!x.hasAttribute("aria-disabled");})[0];(first||el("phone")).focus();}
        else if(focus==="phone"){el("phone").focus();}
      }
      function fill(id,names){var s=el(id);names.forEach(function(n,i){var o=make("option",null,n);o.value=String(i);s.appendChild(o);});}
      fill("locale",D.locales);fill("variant",D.variants);fill("screen",D.screens.map(function(x){return S[x[0]];}));
      el("locale").addEventListener("change",function(){go({s:cur.s,l:+this.value,v:cur.v},trails[location.hash]?trails[location.hash].trail:route(cur.s),"");});
      el("variant").addEventListener("change",function(){go({s:cur.s,l:cur.l,v:+this.value},trails[location.hash]?trails[location.hash].trail:route(cur.s),"");});
      el("screen").addEventListener("change",function(){var to=D.screens[+this.value][1];go({s:to,l:cur.l,v:cur.v},route(to),"");});
      el("appearance").addEventListener("change",function(){el("phone").className="phone "+this.value;});
      el("inspector-toggle").addEventListener("click",function(){
        var box=el("inspector"),open=box.hidden;box.hidden=!open;
        this.setAttribute("aria-expanded",String(open));this.textContent=open?W[3]:W[2];
        var list=el("events");list.scrollTop=list.scrollHeight;
      });
      window.addEventListener("hashchange",function(){
        cur=read(location.hash);var known=trails[location.hash];show(known?known.focus:"");
      });
      el("cut").textContent=D.cut;
      el("app").hidden=false;
      cur=read(location.hash);show("");
      })();

      """
  }
}

/// A JavaScript string literal of the tool's own words (JSON's, with `<` escaped as the data's is).
enum JSONStringLiteral {
  /// `text` quoted.
  static func quoted(_ text: String) -> String {
    PrototypeJSON.escapedForScript(JSONString.quoted(text))
  }
}
