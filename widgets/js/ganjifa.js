// Entry of the GanjifaTable widget bundle (widgets/static/ganjifa.js).
import { mountGanjifa } from "./ganjifa/view.js";

function render({ model, el }) {
  const mounted = mountGanjifa({ model, el });
  return () => mounted.cleanup();
}

export default { render };
