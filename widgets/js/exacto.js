export default { render({ model, el }) { el.textContent = "exacto"; return () => {}; } };
