import { adminRequest } from "../../../lib/paths";
import { removeJobPhoto } from "../../../use-cases/job-photo";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";

// A photo's Delete button on the job's completion record: it comes off the job for good.
export const jobPhotoRoutes = requestRouter();

jobPhotoRoutes.post("/job-photos/:photoId/delete", formLimit(), async (c) => {
  const id = c.req.param("id");
  if (!(await removeJobPhoto(useCaseDeps(c), { requestId: id, photoId: c.req.param("photoId") }))) return c.notFound();
  return c.redirect(`${adminRequest(id)}?photoDeleted=1`, 303);
});
