# Extracts the part of Facturapi's OpenAPI document the site uses (README.md).
# Usage: python3 extract.py facturapi_invoices_v2.json openapi_v2.en.yaml
import yaml,json,sys
class L(yaml.SafeLoader): pass
L.yaml_implicit_resolvers = {k:[r for r in v if r[0]!='tag:yaml.org,2002:timestamp'] for k,v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
d=yaml.load(open(sys.argv[2]),Loader=L)
import json,sys,re

want={'/invoices':['post'],'/invoices/{invoice_id}':['get','delete'],'/invoices/{invoice_id}/{format}':['get'],'/invoices/{invoice_id}/email':['post']}
def strip(o, props=False):
    if isinstance(o,dict):
        if props: return {k:strip(v) for k,v in o.items()}
        return {k:strip(v, k=='properties') for k,v in o.items() if k not in ('x-codeSamples','description','summary','examples','example','tags')}
    if isinstance(o,list): return [strip(x) for x in o]
    return o
paths={k:{m:strip(d['paths'][k][m]) for m in ms} for k,ms in want.items()}
for k in want:
    if 'parameters' in d['paths'][k]: paths[k]['parameters']=strip(d['paths'][k]['parameters'])
comps={}
def refs(o):
    if isinstance(o,dict):
        for k,v in o.items():
            if k=='$ref' and isinstance(v,str): yield v
            elif k=='mapping' and isinstance(v,dict): yield from v.values()
            else: yield from refs(v)
    elif isinstance(o,list):
        for x in o: yield from refs(x)
todo=list(refs(paths)); seen=set()
while todo:
    r=todo.pop()
    if r in seen: continue
    seen.add(r)
    _,_,kind,name=r.split('/',3)
    obj=strip(d['components'][kind][name])
    comps.setdefault(kind,{})[name]=obj
    todo+=list(refs(obj))
out={'openapi':d['openapi'],'info':{'title':d['info']['title'],'version':d['info']['version']},'servers':d['servers'],
 'security':d.get('security',[{'SecretTestKey':[]}]),'paths':paths,'components':{**comps,'securitySchemes':strip(d['components']['securitySchemes'])}}
json.dump(out,open(sys.argv[1],'w'),indent=1,ensure_ascii=False)
print(sorted(seen))
