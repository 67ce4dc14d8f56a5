// The account chooser's look: Google's Material 3 sign-in card, light and dark, every text colour
// at least 4.5:1 against its background and a visible focus ring on every control.
export const PAGE_STYLE = `
:root{color-scheme:light dark;--bg:#f0f4f9;--card:#ffffff;--text:#1f1f1f;--muted:#444746;--line:#c4c7c5;--primary:#0b57d0;--on-primary:#ffffff;--hover:#e9eef6;--danger:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#131314;--card:#1e1f20;--text:#e3e3e3;--muted:#c4c7c5;--line:#5e5e5e;--primary:#a8c7fa;--on-primary:#062e6f;--hover:#2d2f31;--danger:#f2b8b5}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:14px/20px "Google Sans",Roboto,Arial,sans-serif;display:flex;flex-direction:column;align-items:center}
.bar{width:100%;max-width:560px;display:flex;align-items:center;gap:10px;padding:14px 24px;color:var(--muted);font-size:14px}
.bar svg{flex:none}
main{width:100%;max-width:560px;background:var(--card);border-radius:28px;padding:32px 28px 24px}
@media (max-width:520px){main{border-radius:0}}
h1{margin:0;font-size:28px;line-height:36px;font-weight:400}
h2{margin:0 0 8px;font-size:14px;line-height:20px;font-weight:500}
.sub{margin:8px 0 24px;font-size:16px;line-height:24px}
.app{color:var(--primary);font-weight:500}
ul{list-style:none;margin:0;padding:0}
.accounts{border-top:1px solid var(--line)}
.accounts li{border-bottom:1px solid var(--line)}
.row{display:flex;align-items:center;gap:12px;width:100%;padding:12px 8px;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.row:hover{background:var(--hover)}
.who{display:flex;flex-direction:column;min-width:0}
.name{font-weight:500}
.email{color:var(--muted);overflow-wrap:anywhere}
.avatar{flex:none;display:grid;place-items:center;width:32px;height:32px;border-radius:50%;color:#ffffff;font-size:14px;font-weight:500}
.avatar.plain{background:none;color:var(--muted);border:1px solid var(--line)}
.access{margin-top:24px}
.access li{position:relative;padding:6px 0 6px 20px;color:var(--muted)}
.access li::before{content:"";position:absolute;left:4px;top:14px;width:6px;height:6px;border-radius:50%;background:var(--muted)}
.fine{margin:20px 0 0;color:var(--muted)}
a{color:var(--primary)}
.field{display:flex;flex-direction:column;gap:6px;margin-bottom:16px}
label{font-weight:500}
input{font:inherit;font-size:16px;padding:13px 14px;border:1px solid var(--muted);border-radius:4px;background:var(--card);color:var(--text)}
input[aria-invalid=true]{border-color:var(--danger)}
.error{color:var(--danger);margin:0 0 16px}
.actions{display:flex;justify-content:flex-end;align-items:center;gap:8px;margin-top:24px}
.button{font:inherit;font-weight:500;border-radius:20px;padding:10px 24px;border:0;cursor:pointer;text-decoration:none}
.primary{background:var(--primary);color:var(--on-primary)}
.text{background:none;color:var(--primary)}
.text:hover{background:var(--hover)}
.code{margin-top:16px;color:var(--muted)}
footer{width:100%;max-width:560px;padding:16px 24px;color:var(--muted);font-size:12px;line-height:16px}
:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
`;
