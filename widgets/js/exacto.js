// Entry of the ExactoTable widget bundle (widgets/static/exacto.js).
import { tableWidget } from "./shared/gameview.js";
import { mountExacto } from "./exacto/view.js";

export default tableWidget(mountExacto);
