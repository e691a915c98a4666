/**
 * The reader's stylesheet: system fonts (nothing fetched), the site's primary colour from CSS
 * variables the page sets, light and dark following the system unless the visitor chose
 * (`html[data-theme]`) or the site fixed a default (`html[data-theme-default]`). Contrast is kept
 * at WCAG AA in both themes.
 */
const light = `--bg:#fff;--fg:#1d2129;--muted:#5a6270;--line:#dde1e6;--soft:#f4f6f8;--code-bg:#f6f8fa;--accent:color-mix(in srgb,var(--primary),#000 25%);
--info:#e8f0fe;--info-line:#346ddb;--warning:#fff4e0;--warning-line:#b26200;--danger:#fdecec;--danger-line:#c5221f;--success:#e6f6ef;--success-line:#027a52;`;
const dark = `--bg:#15171c;--fg:#e6e8eb;--muted:#a3aab5;--line:#30343c;--soft:#1d2027;--code-bg:#1b1e24;--accent:color-mix(in srgb,var(--primary-dark),#fff 40%);
--info:#18243a;--info-line:#6e9cf0;--warning:#2e2413;--warning-line:#e0a040;--danger:#361a1a;--danger-line:#f07070;--success:#13291f;--success-line:#40c090;`;

export const READER_CSS = `
:root{${light}color-scheme:light}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]):not([data-theme-default=light]){${dark}color-scheme:dark}}
:root[data-theme=dark],:root[data-theme-default=dark]:not([data-theme=light]){${dark}color-scheme:dark}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
a{color:var(--accent)}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.skip{position:absolute;left:-999px;top:0;background:var(--bg);padding:.5rem 1rem;z-index:10}
.skip:focus{left:.5rem}
.site-header{border-bottom:1px solid var(--line);padding:.5rem 1.25rem;position:sticky;top:0;background:var(--bg);z-index:5}
.brand{display:flex;align-items:center;gap:1rem;flex-wrap:wrap}
.site-title{display:flex;align-items:center;gap:.5rem;font-weight:650;font-size:1.1rem;color:var(--fg);text-decoration:none;margin-right:auto}
.logo{border-radius:6px}
.search{position:relative;display:flex;gap:.25rem}
.search input,.search-big input{font:inherit;padding:.3rem .6rem;border:1px solid var(--line);border-radius:6px;background:var(--soft);color:var(--fg);min-width:14rem}
button{font:inherit;padding:.3rem .7rem;border:1px solid var(--line);border-radius:6px;background:var(--soft);color:var(--fg);cursor:pointer}
.suggest{position:absolute;top:100%;right:0;width:24rem;max-width:90vw;background:var(--bg);border:1px solid var(--line);border-radius:8px;padding:.5rem 1rem;box-shadow:0 8px 24px rgba(0,0,0,.15)}
.suggest ul{list-style:none;margin:0;padding:0}.suggest li{padding:.2rem 0}
.sections ul,.variants ul{list-style:none;margin:.4rem 0 0;padding:0;display:flex;gap:1rem;flex-wrap:wrap}
.sections a,.variants a{text-decoration:none;color:var(--muted);padding:.2rem 0;border-bottom:2px solid transparent}
.sections a[aria-current],.variants a[aria-current]{color:var(--fg);border-bottom-color:var(--accent)}
.section-group{display:flex;gap:.5rem;align-items:baseline}.section-group ul{margin:0}
.group-title{font-weight:600;color:var(--muted);font-size:.85rem;text-transform:uppercase;letter-spacing:.03em}
.variants{font-size:.9rem}
.layout{display:grid;grid-template-columns:16rem minmax(0,1fr) 14rem;gap:2rem;max-width:90rem;margin:0 auto;padding:1.5rem 1.25rem}
.page-tree{font-size:.93rem;position:sticky;top:6rem;align-self:start;max-height:calc(100vh - 7rem);overflow:auto}
.page-tree ul{list-style:none;margin:0;padding:0}.page-tree ul ul{padding-left:.9rem;border-left:1px solid var(--line);margin-left:.3rem}
.page-tree li{margin:.1rem 0}.page-tree li.group{margin-top:1rem}
.page-tree a{display:block;padding:.15rem .4rem;border-radius:4px;color:var(--fg);text-decoration:none}
.page-tree a:hover{background:var(--soft)}
.page-tree a[aria-current=page]{background:var(--soft);color:var(--fg);font-weight:650;box-shadow:inset 3px 0 0 var(--accent)}
main{min-width:0}main:focus{outline:none}
main.bare{max-width:40rem;margin:4rem auto;padding:0 1rem}
h1{font-size:2.1rem;line-height:1.2;margin:.2rem 0 .6rem}
h2,h3,h4{line-height:1.3;margin:2rem 0 .6rem;scroll-margin-top:6rem}
h2 .anchor,h3 .anchor,h4 .anchor{color:inherit;text-decoration:none}
h2 .anchor:hover::after,h3 .anchor:hover::after,h4 .anchor:hover::after{content:" #";color:var(--muted)}
.description{font-size:1.15rem;color:var(--muted);margin-top:0}
.breadcrumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:.4rem;padding:0;margin:0;font-size:.85rem;color:var(--muted)}
.breadcrumbs li+li::before{content:"›";margin-right:.4rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Noto Sans Mono",monospace;font-size:.9em;background:var(--code-bg);padding:.1em .3em;border-radius:4px}
figure{margin:1.2rem 0}
figure.code{border:1px solid var(--line);border-radius:8px;overflow:hidden}
figure.code figcaption{padding:.35rem .8rem;font-size:.85rem;border-bottom:1px solid var(--line);background:var(--soft);color:var(--muted)}
pre{margin:0;padding:.8rem 1rem;overflow:auto;background:var(--code-bg);font-size:.88rem;line-height:1.5}
pre code{background:none;padding:0;font-size:inherit}
figure.code.wrap pre{white-space:pre-wrap}
pre span[style]{color:var(--l)}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]):not([data-theme-default=light]) pre span[style]{color:var(--d)}}
:root[data-theme=dark] pre span[style],:root[data-theme-default=dark]:not([data-theme=light]) pre span[style]{color:var(--d)}
pre:focus-visible,.table-wrap:focus-visible,[role=tabpanel]:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
img{max-width:100%;height:auto}
.images.row{display:flex;gap:1rem;flex-wrap:wrap}
figure.image figcaption{font-size:.88rem;color:var(--muted);text-align:center}
.hint{border-left:4px solid var(--info-line);background:var(--info);padding:.6rem 1rem;border-radius:6px;margin:1rem 0}
.hint>:first-child{margin-top:0}.hint>:last-child{margin-bottom:0}
.hint-warning{border-color:var(--warning-line);background:var(--warning)}
.hint-danger{border-color:var(--danger-line);background:var(--danger)}
.hint-success{border-color:var(--success-line);background:var(--success)}
blockquote{border-left:3px solid var(--line);margin:1rem 0;padding:.1rem 1rem;color:var(--muted)}
.table-wrap{overflow:auto;margin:1rem 0}
table{border-collapse:collapse;width:100%;font-size:.93rem}
th,td{border:1px solid var(--line);padding:.4rem .6rem;text-align:left;vertical-align:top}
th{background:var(--soft)}td>p:first-child{margin-top:0}td>p:last-child{margin-bottom:0}
details.expandable{border:1px solid var(--line);border-radius:8px;padding:.4rem 1rem;margin:1rem 0}
details.expandable summary{cursor:pointer;font-weight:600}
.tabs{border:1px solid var(--line);border-radius:8px;margin:1rem 0;padding:0 1rem}
.tab-title{font-weight:600;margin-bottom:0}
.tabs [role=tablist]{display:flex;gap:.25rem;border-bottom:1px solid var(--line);margin:0 -1rem;padding:0 .5rem;overflow-x:auto}
.tabs [role=tab]{border:0;border-bottom:2px solid transparent;border-radius:0;background:none;padding:.5rem .8rem;color:var(--muted)}
.tabs [role=tab][aria-selected=true]{color:var(--fg);border-bottom-color:var(--accent)}
ol.stepper{list-style:none;counter-reset:step;padding-left:0}
ol.stepper>li{counter-increment:step;position:relative;padding-left:2.6rem;border-left:2px solid var(--line);margin-left:.9rem;padding-bottom:.5rem}
ol.stepper>li::before{content:counter(step);position:absolute;left:-1rem;top:.1rem;width:1.8rem;height:1.8rem;border-radius:50%;background:var(--soft);border:1px solid var(--line);text-align:center;line-height:1.7rem;font-size:.85rem}
ol.stepper>li>:first-child{margin-top:0}
.columns{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:1.5rem}
.card{border:1px solid var(--line);border-radius:8px;padding:.6rem 1rem;margin:1rem 0}
.card a{font-weight:600}.card-kind{font-weight:400;color:var(--muted);font-size:.85rem;margin-right:.3rem}
.card-description{display:block;color:var(--muted);font-size:.9rem;margin-top:.2rem}
ul.cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem}
ul.cards .card{margin:0}
.meta{color:var(--muted);font-size:.88rem}
.missing{color:var(--muted);font-style:italic}
.button{display:inline-block;padding:.35rem .9rem;border-radius:6px;border:1px solid var(--accent);text-decoration:none}
.button-primary{background:var(--accent);color:var(--bg)}
.math{overflow-x:auto}
.prompt{border:1px dashed var(--line);border-radius:8px;padding:.5rem 1rem}
.prompt-title,.operation-part{font-weight:600}
.update{border-top:1px solid var(--line);padding-top:.5rem}.update time{color:var(--muted);font-size:.88rem}
.operation{border:1px solid var(--line);border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
.method{font-weight:700;font-size:.85rem;padding:.1rem .45rem;border-radius:4px;background:var(--soft)}
.required{color:var(--danger-line);font-size:.8rem}
.pagination{display:flex;justify-content:space-between;gap:1rem;margin-top:3rem;border-top:1px solid var(--line);padding-top:1rem}
.pagination a{text-decoration:none;border:1px solid var(--line);border-radius:8px;padding:.5rem 1rem;max-width:48%}
.pagination .next{margin-left:auto;text-align:right}
.hint-label{display:block;font-size:.8rem;color:var(--muted)}
.outline{font-size:.88rem;position:sticky;top:6rem;align-self:start}
.outline ul{list-style:none;padding:0;margin:0}.outline li.level-2{padding-left:.8rem}.outline li.level-3{padding-left:1.6rem}
.outline a{color:var(--muted);text-decoration:none;display:block;padding:.1rem 0}
.outline-title{font-weight:600;margin-top:0}
.results{padding-left:1.2rem}.results li{margin:.6rem 0}.excerpt{margin:.2rem 0;color:var(--muted);font-size:.9rem}
.search-big{margin:1rem 0}
.ask input{min-width:min(28rem,100%)}.answer{border-left:3px solid var(--accent);padding-left:1rem;margin:1rem 0}
.answer-stream{white-space:pre-wrap}.sources,.followups{padding-left:1.4rem}.ask-error{color:var(--danger-line)}
.site-footer{border-top:1px solid var(--line);color:var(--muted);font-size:.85rem;padding:1rem 1.25rem;text-align:center}
.home{max-width:48rem;margin:2rem auto;padding:0 1.25rem}
.home ul{padding-left:1.2rem}
@media (max-width:70rem){.layout{grid-template-columns:14rem minmax(0,1fr)}.outline{display:none}}
@media (max-width:48rem){.layout{grid-template-columns:1fr}.page-tree{position:static;max-height:none;order:2}.columns{grid-auto-flow:row}.search input{min-width:8rem}}
`
  .replace(/\n/g, '')
  .replace(/\s*([{};,>])\s*/g, '$1');
