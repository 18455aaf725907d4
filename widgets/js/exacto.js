// Entry of the ExactoTable widget bundle (widgets/static/exacto.js).
import { mountExacto } from "./exacto/view.js";

function render({ model, el }) {
  const mounted = mountExacto({ model, el });
  return () => mounted.cleanup();
}

export default { render };
